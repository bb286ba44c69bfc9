import { format } from 'date-fns';
import { parseIsoDate } from '../src/shared/lib/dates';
import { formatMonth } from '../src/shared/lib/date-format';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { dueBooking } from './fixtures/due-booking';
import { reservedNight } from './fixtures/reserved-nights';
import { expect, test, type Page } from './fixtures/test';

/** A night as an owner might type it: 'Mar 12, 2031'. */
function typed(night: string): string {
  const parts = parseIsoDate(night)!;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'MMM d, yyyy');
}

/** From the Dashboard, by keyboard: the palette's 'Record payment…', a date typed, the booking staying then, its payment form. */
async function recordPaymentFromTheDashboard(page: Page, reference: string, dateTyped: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search or jump to' });
  await page.keyboard.type('record pay');
  await expect(palette.getByRole('option', { name: 'Record payment…' })).toBeVisible();
  await page.keyboard.press('Enter');
  const asking = page.getByRole('dialog', { name: 'Record payment for which booking?' });
  await expect(asking.getByRole('combobox', { name: /Find the booking/ })).toBeFocused();
  await page.keyboard.type(dateTyped);
  await expect(asking.getByRole('option', { name: new RegExp(`^${reference} · `) })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${reference}&record=payment$`));
  const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
  const amount = dialog.getByRole('region', { name: 'Record a payment' }).getByRole('textbox', { name: /Amount received/ });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('1200');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The palette's 'Go to date…' from any screen: the Calendar opens on that month, the night focused. */
async function goToDate(page: Page, night: string) {
  await page.keyboard.press('Control+K');
  await page.keyboard.type('go to date');
  await page.keyboard.press('Enter');
  const asking = page.getByRole('dialog', { name: 'Go to which date?' });
  await page.keyboard.type(night);
  await expect(asking.getByRole('option', { name: /^Go to / })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?date=${night}$`));
  await expect(page.getByRole('grid', { name: formatMonth(night) })).toBeVisible();
  await expect(page.locator(`[data-date="${night}"]`)).toBeFocused();
  await expectNoAxeViolations(page);
}

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('from the Dashboard the palette finds a booking by date for a payment, and goes to a date on the Calendar', async ({ page }) => {
  const reference = await dueBooking('admin-palette', { name: `Kaimana Date ${Date.now().toString(36)}`, email: 'kaimana@example.com' }, 3);
  await recordPaymentFromTheDashboard(page, reference, typed(reservedNight('admin-palette', 5)));
  await goToDate(page, reservedNight('admin-palette', 6));

  // The Calendar's own 'Go to date' field, by keyboard (month, day and year typed into the date field).
  const night = reservedNight('admin-palette', 20);
  const parts = parseIsoDate(night)!;
  await page.getByLabel('Go to date').focus();
  await page.keyboard.type(`${String(parts.month).padStart(2, '0')}${String(parts.day).padStart(2, '0')}${parts.year}`);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-date="${night}"]`)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?date=${night}$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same by keyboard: a booking found by its ISO date, and a night on the Calendar', async ({ page }) => {
    const reference = await dueBooking('admin-palette', { name: `Kaimana Phone ${Date.now().toString(36)}`, email: 'kaimana@example.com' }, 15);
    await recordPaymentFromTheDashboard(page, reference, reservedNight('admin-palette', 16));
    await goToDate(page, reservedNight('admin-palette', 18));
    const box = await page.locator(`[data-date="${reservedNight('admin-palette', 18)}"]`).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
