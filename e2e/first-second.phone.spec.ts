// Playwright's own test: the fixture's page.goto waits for the app, and these visitors do not.
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './fixtures/test';

/**
 * The first second of a visit on a slow phone: the server's page is on screen
 * and the visitor acts on it before the app's code has arrived. Each test
 * checks it really acted before the app was live.
 *
 * Opens a page on a slowed CPU with the app's code held back until the test
 * lets it through (as a slow phone network would): the server's page is on
 * screen and answers the visitor, but the app is not live yet. On a page shipped
 * as islands (decision 062) what is held back is the islands' React half.
 */
async function openSlowly(page: Page, path: string): Promise<{ letTheCodeArrive: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let letTheCodeArrive = () => {};
  const arrived = new Promise<void>((resolve) => (letTheCodeArrive = resolve));
  await page.route(/\/assets\/(main|island-roots)-[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  return { letTheCodeArrive };
}

/** Neither the app (a page hydrated whole) nor any island (a page shipped as islands) is live. */
async function expectAppNotLiveYet(page: Page): Promise<void> {
  const live = await page.evaluate(() =>
    document.getElementById('root')?.hasAttribute('data-islands')
      ? document.querySelector('[data-island-live]') !== null
      : document.documentElement.dataset.app !== undefined,
  );
  expect(live).toBe(false);
}

/** Live, and given time for anything hydration might still do (sections joining, effects). */
async function waitUntilSettled(page: Page): Promise<void> {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test('a visitor who starts scrolling before the page is live keeps their place', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/stay');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await waitUntilSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
});

test('a link to a section keeps that section in view while the page becomes live, and the visitor where they read on to', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/stay#gallery');
  const heading = page.getByRole('heading', { name: 'Stunning Views & Spaces' });
  await expect(heading).toBeInViewport();
  await expectAppNotLiveYet(page);
  // Reading on a little into the section.
  const landed = await page.evaluate(() => window.scrollY);
  expect(landed).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollBy(0, 150));
  letTheCodeArrive();
  await waitUntilSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(landed + 150);
  await expect(page.locator('#gallery')).toBeInViewport();
});

test('a tap on Menu before the page is live opens the menu', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/stay');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await waitForApp(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Book Now' })).toBeVisible();
});

test('a tap on “Show all photos” before the page is live opens the photos', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/stay');
  await page.getByRole('button', { name: 'Show all 14 photos' }).tap();
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await waitForApp(page);
  const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^\d+ \/ 14$/)).toHaveText('1 / 14');
});

test('the booking page is in the server’s HTML, and a tap on Dates before it is live opens the calendar', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/booking');
  const form = page.locator('#booking-form');
  await expect(page.getByRole('heading', { name: 'Book Your Stay' })).toBeVisible();
  await form.getByRole('button', { name: /^Dates/ }).tap();
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await waitForApp(page);
  await expect(page.getByRole('dialog', { name: 'Choose your dates' })).toBeVisible();
});

test('a tap on Guests before the booking page is live opens the guest picker', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/booking');
  await page.locator('#booking-form').getByRole('button', { name: /^Guests/ }).tap();
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await waitForApp(page);
  await expect(page.getByRole('dialog', { name: 'Guests' })).toBeVisible();
});

test('the home page’s booking bar comes with the page, and a tap on its Total before it is live opens the price details', async ({ page }) => {
  const { letTheCodeArrive } = await openSlowly(page, '/');
  const bar = page.getByRole('region', { name: 'Booking summary' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Add dates');
  // The chat button already sits above it, clear of its Reserve.
  const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('button');
  await expect(async () => {
    const [barBox, chatBox] = [await bar.boundingBox(), await chat.boundingBox()];
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(barBox!.y);
  }).toPass();
  await bar.getByRole('button', { name: /^Total/ }).tap();
  await expectAppNotLiveYet(page);
  letTheCodeArrive();
  await expect(page.getByRole('dialog', { name: 'Pricing Details' })).toBeVisible();
});
