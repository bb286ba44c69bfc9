import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectAdminFrameOnly, expectNoSidewaysScroll, expectNotLiveBanner } from './fixtures/admin-frame';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('at 390 px no admin screen scrolls sideways, and the frame has one menu and no public header or footer; axe-clean', async ({ page }) => {
  // Twelve screens, each loaded and measured.
  test.setTimeout(180_000);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAdminFrameOnly(page);
  await expectNotLiveBanner(page);
  await expectNoAxeViolations(page);

  // Every section the menu lists, built or planned.
  const menuButton = page.getByRole('banner').getByRole('button', { name: /Sections/ });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Admin sections' });
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  expect(hrefs).toHaveLength(12);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Settled: what a screen loads (tables, charts) is in before the width is measured.
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
});

test('on a phone the one menu and the account menu work by keyboard; axe-clean with each open', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();

  const menuButton = page.getByRole('banner').getByRole('button', { name: /Sections/ });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Admin sections' });
  await expect(menu.getByRole('list', { name: 'Business' }).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await menu.getByRole('link', { name: 'Pricing' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeFocused();
  await expectNoSidewaysScroll(page);

  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' })).toBeFocused();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
});
