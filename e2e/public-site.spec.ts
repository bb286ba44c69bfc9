import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures/test';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([]);
}

test('home shows the house, its highlights and the two calls to action', async ({ page }) => {
  await page.goto('/');
  const property = await (await page.request.get('/api/property/public')).json();
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  const highlights = page.getByRole('list', { name: 'Highlights' });
  await expect(highlights).toContainText(`Sleeps ${property.max_guests}`);
  await expect(highlights).toContainText(`${property.bedrooms} Bedrooms`);
  await expect(highlights).toContainText('Ocean View');
  await expect(highlights).toContainText('Beach Gear');
  await page.getByRole('main').getByRole('link', { name: 'Explore Beach House' }).click();
  await expect(page).toHaveURL(/\/stay$/);
  await expect(page.getByRole('heading', { name: 'Stunning Views & Spaces' })).toBeVisible();
});

test('the tab title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Kaneohe Bay Beach House · Oceanfront Vacation Rental on Oahu');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(/ \| Kaneohe Bay Beach House$/);
  await expect(page).not.toHaveTitle(/Oceanfront Vacation Rental on Oahu/);
});

test('stay page shows generated photos that really load, with alt text', async ({ page }) => {
  await page.goto('/stay');
  const images = page.locator('#gallery img');
  await expect(images).toHaveCount(6);
  const first = images.first();
  await expect(first).toHaveAttribute('alt', /.{8,}/);
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('policies page has the four anchors with real text', async ({ page }) => {
  await page.goto('/policies#privacy');
  for (const anchor of ['cancellation', 'terms', 'privacy', 'house-rules']) {
    await expect(page.locator(`#${anchor} h2`)).toBeVisible();
    await expect(page.locator(`#${anchor}`)).toContainText(/\w+ \w+ \w+/);
  }
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the beach house' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('skip links reach the main content and the footer by keyboard', async ({ page }) => {
  await page.goto('/policies');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await page.goto('/policies');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to footer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#footer')).toBeFocused();
});

test('footer shows contact details, registration numbers and the current year', async ({ page }) => {
  await page.goto('/stay');
  const site = await (await page.request.get('/api/settings/site_info')).json();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.contact_email })).toBeVisible();
  await expect(footer).toContainText(site.tat_registration_id);
  await expect(footer).toContainText(site.tax_map_key);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.site_name}`);
  await expect(footer.getByRole('link', { name: /Sitemap/ })).toHaveAttribute('target', '_blank');
});

for (const path of ['/', '/stay', '/experiences', '/policies', '/auth', '/no-such-page']) {
  test(`no axe-core violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
