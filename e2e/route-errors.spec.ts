import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';

// The service worker would answer from its cache of the app's code; these tests need the network to fail.
test.use({ serviceWorkers: 'block' });

// A page hydrated whole (a page shipped as islands needs no page code to show, decision 062).
const BOOKING_CHUNK = '**/assets/booking-page-*.js';

async function expectRetryInsideTheSite(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('This part of the page could not be loaded.');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Kaneohe Bay Beach House');
}

test('a page whose code fails to download shows a retry inside the site; Try again, with the network back, shows the page', async ({ page }) => {
  await page.goto('/');
  await page.route(BOOKING_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expectRetryInsideTheSite(page);
  await expectNoAxeViolations(page);

  // Still offline: the retry fails again and says so, in the same place.
  const tryAgain = page.getByRole('main').getByRole('button', { name: 'Try again' });
  await tryAgain.focus();
  await page.keyboard.press('Enter');
  await expectRetryInsideTheSite(page);

  await page.unroute(BOOKING_CHUNK);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Stay');
  await expect(page.getByRole('region', { name: 'Booking form' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The header never stopped working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
});

test('a server-rendered page whose code fails to download while it comes alive shows the retry, then the page', async ({ page }) => {
  await page.route(BOOKING_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/booking');
  await expectRetryInsideTheSite(page);

  await page.unroute(BOOKING_CHUNK);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Stay');
  await expect(page.getByRole('region', { name: 'Booking form' })).toBeVisible();
});

test('the admin area whose code fails to download shows the retry (the admin has its own frame, not the site header), then the dashboard', async ({ page, owner }) => {
  const adminChunk = '**/assets/admin-routes-*.js';
  await signInAsOwner(page, owner);
  await page.route(adminChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded.');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.unroute(adminChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
});
