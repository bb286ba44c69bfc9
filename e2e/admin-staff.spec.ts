import { createStaff, signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expect, test, type Page } from './fixtures/test';

// Issue 20: a staff member works in the admin without the owner's sections, and the server refuses them anyway.

async function signInAsStaff(page: Page) {
  // The same sign-in through the real API as the owner's; only the account's role differs.
  await signInAsOwner(page, await createStaff());
}

async function expectNoPricingAnywhere(page: Page) {
  await page.goto('/admin');
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(heading).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(1);
  for (const ownerOnly of ['Pricing', 'Reporting', 'Settings']) await expect(nav.getByRole('link', { name: ownerOnly })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await heading.focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('Pri');
  await expect(palette.getByRole('option', { name: 'Pricing' })).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Book');
  await expect(palette.getByRole('option', { name: 'Bookings' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
}

async function expectOwnerOnlyAddressExplained(page: Page) {
  await page.goto('/admin/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('This section is for the owner. Ask them if you need something changed here.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The server is the guard: the staff member's own cookies get a 403 from the pricing call, over REST and tRPC.
  const rest = await page.request.get('/api/admin/pricing');
  expect(rest.status()).toBe(403);
  expect(await rest.json()).toMatchObject({ message: 'Only the owner can do this.' });
  const trpc = await page.request.get('/trpc/admin.pricing.settings');
  expect(trpc.status()).toBe(403);
}

test('a staff member sees no Pricing in the navigation or the palette, by keyboard; axe-clean', async ({ page }) => {
  await signInAsStaff(page);
  await expectNoPricingAnywhere(page);
});

test('the pricing address tells a staff member whose section it is, and the server refuses the call', async ({ page }) => {
  await signInAsStaff(page);
  await expectOwnerOnlyAddressExplained(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no Pricing in the palette, the address explained, the call refused; axe-clean', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin');
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(heading).toBeVisible();
    await expectNoAxeViolations(page);
    await heading.focus();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search or jump to' });
    await page.keyboard.type('Pri');
    await expect(palette.getByRole('option', { name: 'Pricing' })).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expectOwnerOnlyAddressExplained(page);
  });
});
