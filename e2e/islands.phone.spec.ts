// Playwright's own test for the slow opening: the fixture's page.goto waits for the page, and these visitors do not.
import { expect, test as plain, type Page } from '@playwright/test';
import { chatButton, chatPanel } from './fixtures/chat';
import { scriptsFetched } from './fixtures/scripts';
import { test } from './fixtures/test';

/**
 * A page shipped as islands (decision 062; /policies): the server's HTML with no code behind it but a few kilobytes
 * that follow links and start each interactive part (header, chat button, motion switch) when it is first touched or
 * comes near. React itself arrives only then.
 */
const ISLAND_PAGE = '/policies';

/** The React scripts the page has fetched so far. */
const reactFetched = async (page: Page) => (await scriptsFetched(page)).map((script) => script.name).filter((path) => /\/assets\/react-[^/]*\.js$/.test(path));

test('the page reads and its links work with no React loaded, and the first link followed opens the app in place', async ({ page }) => {
  await page.goto(ISLAND_PAGE);
  await page.waitForLoadState('networkidle');
  expect(await reactFetched(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  await expect(page.locator('#house-rules h2')).toBeVisible();

  // The visit goes on as the single-page app: no reload, the next page drawn in place and shown from its top.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Experiences' }).click();
  await expect(page).toHaveURL(/\/experiences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back is the app's too: the policies page again, drawn by the app, its header working.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // And every link after the first is the app's to follow.
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Experiences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

plain('a tap on Menu while nothing but the page is there opens the menu, and its links lead on', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(ISLAND_PAGE);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('the motion switch starts as it comes near, and a choice made on it counts', async ({ page }) => {
  await page.goto(ISLAND_PAGE);
  const box = page.locator('[data-island="motion"]');
  await expect(box).not.toHaveAttribute('data-island-live');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByText('Reduce', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-reduced-motion', 'true');
  await expect(box).toHaveAttribute('data-island-live');
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Reduce' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('motion-preference'))).toBe('true');
});

test('the chat button opens the chat at the first tap', async ({ page }) => {
  await page.goto(ISLAND_PAGE);
  await chatButton(page).tap();
  await expect(chatPanel(page).getByLabel('Your name')).toBeVisible();
});

test('focus reaching a link fetches the page it leads to ahead', async ({ page }) => {
  await page.goto(ISLAND_PAGE);
  const contactCode = page.waitForRequest(/\/assets\/contact-page-[^/]*\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).focus();
  await contactCode;
});

test('the experiences page needs no React: its tours widget arrives near the viewport, sized to what it reports', async ({ page }) => {
  await page.goto('/experiences');
  await page.waitForLoadState('networkidle');
  expect(await reactFetched(page)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Book Hawaiian Experiences' });
  await section.scrollIntoViewIfNeeded();
  const frame = page.getByTitle('Hawaiian experiences booking');
  await expect(page.frameLocator('iframe[title="Hawaiian experiences booking"]').getByRole('heading', { level: 1, name: 'Experiences near the house' })).toBeVisible();
  const content = await page.frameLocator('iframe[title="Hawaiian experiences booking"]').locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  await expect.poll(() => frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(Math.max(400, content));
  await expect(section.getByText('Loading tours and activities…')).toHaveCount(0);
  expect(await reactFetched(page)).toEqual([]);
});

test('the stay page reads with no React; its sections below the fold arrive as they come near, and their dialogs open', async ({ page }) => {
  await page.goto('/stay');
  await page.waitForLoadState('networkidle');
  expect(await reactFetched(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Stunning Views & Spaces' })).toBeVisible();
  await expect(page.locator('[data-island="amenities"]')).not.toHaveAttribute('data-island-live');

  await page.locator('#amenities').scrollIntoViewIfNeeded();
  const amenities = page.locator('section#amenities');
  await expect(amenities.getByRole('heading', { level: 2, name: 'Beach House Accommodations' })).toBeVisible();
  expect(await reactFetched(page)).not.toEqual([]);
  await amenities.getByRole('button', { name: /^View Complete Amenities \(\d+\)$/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Complete Amenities Collection' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The map's section, further down, joins as it comes near.
  await expect(async () => {
    await page.locator('#location').scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.locator('section#location').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 2_000 });
  }).toPass();
});

test.describe('when the app’s code cannot arrive', () => {
  // The service worker would answer from its cache of the app's code.
  test.use({ serviceWorkers: 'block' });

  test('a link on a page shipped as islands is followed the plain way', async ({ page }) => {
    await page.route('**/assets/island-roots-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(ISLAND_PAGE);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Experiences' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
  });
});

plain.describe('while the islands’ code is held back', () => {
  // The service worker, once it controls the page, fetches the code itself, where page.route never sees it.
  plain.use({ serviceWorkers: 'block' });

  plain('a message typed and sent before the contact form is live goes as typed, never in the address', async ({ page }) => {
    let letTheCodeArrive = () => {};
    const arrived = new Promise<void>((resolve) => (letTheCodeArrive = resolve));
    let held = false;
    await page.route(/\/assets\/island-roots-[^/]*\.js$/, async (route) => {
      held = true;
      await arrived;
      await route.continue();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact the host' });
    await form.getByLabel('Name').fill('Keoni Akana');
    await form.getByLabel('Email').fill('keoni@example.com');
    await form.getByLabel('Message').fill('Is the kayak launch right from the yard?');
    await form.getByRole('button', { name: 'Send message' }).tap();
    await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-island-live');
    expect(held).toBe(true);
    letTheCodeArrive();
    await expect(page.getByRole('heading', { name: 'Mahalo, your message is on its way' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('We usually answer within a day, by e-mail to keoni@example.com.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});
