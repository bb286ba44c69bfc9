import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { ADMIN_WING_MARK, PUBLIC_LAYOUT_MARK, expectAdminFrameOnly, expectNoSidewaysScroll, expectNotLiveBanner, recordScripts, scriptsHolding } from './fixtures/admin-frame';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('/admin has a frame of its own: the top bar, the grouped sections, no public header or footer; axe-clean', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAdminFrameOnly(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const [group, labels] of [
    ['Today', ['Dashboard', 'Bookings', 'Calendar', /^Chat/, 'Emails']],
    ['Listing', ['Content', 'Content Management', 'Page Builder', 'Reviews', 'Pricing']],
    ['Business', ['Reporting', 'Settings']],
  ] as const) {
    const list = nav.getByRole('list', { name: group });
    await expect(list.getByRole('link')).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) await expect(list.getByRole('link').nth(index)).toHaveAccessibleName(label);
  }
  await expectNotLiveBanner(page);
  await expectNoAxeViolations(page);
});

test('the navigation folds away and back by keyboard, and stays as it was left', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const toggle = nav.getByRole('button', { name: 'Hide sections' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeHidden();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(nav.getByRole('button', { name: 'Show sections' })).toBeVisible();
  await nav.getByRole('button', { name: 'Show sections' }).focus();
  await page.keyboard.press('Space');
  await expect(nav.getByRole('button', { name: 'Hide sections' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Calendar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeFocused();
});

test('the account menu opens, closes and signs out by keyboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Account' });
  await expect(menu.getByText('Signed in as Leilani Kahale')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
  // Signed out, the owner is on the public site, whose header offers no Admin link.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test("'View site' leads to the public site, whose frame is the public one again", async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('link', { name: 'View site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test("the built chunks: a public page loads none of the admin wing's code, and /admin none of the public layout's", async ({ page }) => {
  const publicScripts = recordScripts(page);
  // The public pages ship as islands (decision 062) and load no layout code; the review form starts the app with its frame.
  await page.goto('/');
  await page.goto('/stay');
  await page.goto('/contact');
  await page.goto('/booking');
  await page.goto('/review');
  expect(publicScripts.size).toBeGreaterThan(0);
  expect(await scriptsHolding(page, publicScripts, PUBLIC_LAYOUT_MARK)).not.toEqual([]);
  expect(await scriptsHolding(page, publicScripts, ADMIN_WING_MARK)).toEqual([]);

  const adminPage = await page.context().newPage();
  const adminScripts = recordScripts(adminPage);
  await adminPage.goto('/admin/bookings');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  expect(await scriptsHolding(adminPage, adminScripts, ADMIN_WING_MARK)).not.toEqual([]);
  expect(await scriptsHolding(adminPage, adminScripts, PUBLIC_LAYOUT_MARK)).toEqual([]);
  await expectNoSidewaysScroll(adminPage);
});
