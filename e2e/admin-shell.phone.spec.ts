import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('on a phone the sections fold into a menu that opens, closes with Escape and navigates, all by keyboard', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // The sections' list is folded into the top bar's one menu.
  await expect(page.getByRole('link', { name: 'Calendar', exact: true })).toBeHidden();

  const menuButton = page.getByRole('banner').getByRole('button', { name: /Sections/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Admin sections' });
  await expect(menu.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Calendar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeFocused();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Calendar · Admin \| Kaneohe Bay Beach House$/);
  await expectNoSidewaysScroll(page);
});

test('on a phone the palette opens from its button, passes axe and leaves nothing to scroll sideways', async ({ page }) => {
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // One row of buttons above the screen: the sections and a short 'Search', with no keyboard hints on a phone.
  const search = page.getByRole('button', { name: /Search or jump to/ });
  const sections = page.getByRole('banner').getByRole('button', { name: /Sections/ });
  expect((await search.boundingBox())!.y).toBe((await sections.boundingBox())!.y);
  await expect(search.locator('kbd')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeHidden();
  expect((await search.boundingBox())!.width).toBeLessThan(160);
  await search.focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette.getByRole('combobox', { name: 'Search or jump to…' })).toBeFocused();
  await page.keyboard.type('book');
  await expect(palette.getByRole('option', { name: 'Bookings' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeFocused();
  await expect(page).toHaveTitle(/^(\(\d+\) )?Bookings · Admin \| Kaneohe Bay Beach House$/);
});
