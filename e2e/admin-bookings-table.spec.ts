import { expect, test, type Page } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { withE2eOrm } from './fixtures/db';
import { expectNoAxeViolations } from './fixtures/axe';
import { createBooking } from '../src/server/composition/factories';
import { addDaysIso } from '../src/shared/lib/dates';
import { reservedNight } from './fixtures/reserved-nights';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

/** A manual booking from `day` of this spec's reserved month (e2e/fixtures/reserved-nights.ts); returns its reference and guest name. */
async function manualBooking(day: number): Promise<{ reference: string; guestName: string }> {
  const start = reservedNight('admin-bookings-table', day);
  const guestName = `Aaron Tablesort${Date.now().toString(36)}`;
  const reference = await withE2eOrm(async (em) => {
    const booking = createBooking(em, {
      status: 'confirmed',
      source: 'manual',
      paymentMethod: 'check',
      priceOverrideReason: 'Returning family rate',
      checkIn: start,
      checkOut: addDaysIso(start, 3),
      guestName,
      guestEmail: 'aaron@example.com',
      totalCents: 120_000,
      paidCents: 120_000,
    });
    await em.flush();
    return booking.reference;
  });
  return { reference, guestName };
}

async function openBookings(page: Page, guestName: string) {
  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: /Search/ }).fill(guestName);
  const grid = page.getByRole('grid', { name: /^Upcoming bookings \(1\)/ });
  await expect(grid).toBeVisible();
  return grid;
}

test('the bookings table sorts by a header and opens a row with the keyboard; axe-clean', async ({ page }) => {
  const { reference, guestName } = await manualBooking(1);
  const grid = await openBookings(page, guestName);
  const row = grid.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Manual · Check');
  await expectNoAxeViolations(page);

  const guest = grid.getByRole('columnheader', { name: 'Guest', exact: true });
  await grid.getByRole('columnheader', { name: 'Reference' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(guest).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guest).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(guest).toHaveAttribute('aria-sort', 'descending');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(dialog.getByText('Manual (recorded by hand)')).toBeVisible();
  await expect(dialog.getByText('Returning family rate')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bookings table scrolls in its own box and is axe-clean', async ({ page }) => {
    const { reference, guestName } = await manualBooking(10);
    const grid = await openBookings(page, guestName);
    await expect(grid.getByRole('row').filter({ hasText: reference })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
