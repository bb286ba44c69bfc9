import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test, waitForApp, type Page } from './fixtures/test';

// The service worker would answer from its cache of the app's code; these tests need the network to fail.
test.use({ serviceWorkers: 'block' });

// The booking page's code, which the app needs to draw it (a page shipped as islands needs none to show, decision 062).
// (Not the chunk of its form, booking-page-form-<hash>.js, which the page's island loads.)
const BOOKING_CHUNK = /\/assets\/booking-page-[\w-]{8}\.js$/;
// The review form: a server-rendered page hydrated whole.
const REVIEW_CHUNK = /\/assets\/review-page-[\w-]{8}\.js$/;

async function expectRetryInsideTheSite(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('This part of the page could not be loaded.');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Kaneohe Bay Beach House');
}

test('a page whose code fails to download shows a retry inside the site; Try again shows the page', async ({ page }) => {
  await page.route(BOOKING_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  // Following a link starts the app; from then on each page's code is fetched as it is opened (or ahead).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expectRetryInsideTheSite(page);
  await expectNoAxeViolations(page);

  // Try again loads the page afresh (the browser keeps a module that failed to arrive failed for the document): the
  // server draws it whole, and its form works, its code still unreachable.
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Stay');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The page was loaded by the app, not by the test's goto, which waits for this itself.
  await waitForApp(page);
  await page.getByRole('region', { name: 'Booking form' }).getByRole('button', { name: /^Dates/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your dates' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The header never stopped working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
});

test('a server-rendered page whose code fails to download while it comes alive shows the retry, then the page', async ({ page }) => {
  await page.route(REVIEW_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/review');
  await expectRetryInsideTheSite(page);

  await page.unroute(REVIEW_CHUNK);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your stay');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the booking page shows its form whole even when the app’s page code cannot be fetched: it ships as islands', async ({ page }) => {
  await page.route(BOOKING_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/booking');
  const form = page.getByRole('region', { name: 'Booking form' });
  await form.getByRole('button', { name: /^Dates/ }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your dates' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
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
