import { formatDay } from '../src/shared/lib/date-format';
import { parseIsoDate } from '../src/shared/lib/dates';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectOutboxEmail } from './fixtures/booking-path';
import { dueBooking } from './fixtures/due-booking';
import { reservedNight } from './fixtures/reserved-nights';
import { expect, test, type Page } from './fixtures/test';

const night = (n: number) => reservedNight('admin-change-booking', n);

/** Types a date into the focused date field as a keyboard user does: month, day and year, each segment in turn. */
async function typeDate(page: Page, date: string) {
  const { year, month, day } = parseIsoDate(date)!;
  await page.keyboard.type(`${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${year}`);
}

/**
 * From the booking's details, by keyboard: 'Change booking…', two nights later, the old price kept with a
 * reason (the engine prices the new nights differently), saved; the details show the new dates.
 */
async function moveByTwoNights(page: Page, reference: string, firstNight: number) {
  await page.goto(`/admin/bookings?booking=${reference}`);
  const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
  await dialog.getByRole('button', { name: 'Change booking…' }).focus();
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('region', { name: 'Change booking' });
  const checkIn = form.getByLabel(/^Check-in/);
  await expect(checkIn).toBeFocused();
  await typeDate(page, night(firstNight + 2));
  await form.getByLabel(/^Check-out/).focus();
  await typeDate(page, night(firstNight + 6));
  const prices = form.getByRole('table', { name: 'Price' });
  await expect(prices.getByRole('row', { name: /^Old price \$1,200\.00/ })).toBeVisible();
  await expect(prices.getByRole('row', { name: /^New price from the engine/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /Price after the change/ })).toContainText('Old price $1,200.00');
  await expect(form.getByText('After the change: total $1,200.00, paid $0.00; $1,200.00 due.')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  const reason = form.getByRole('textbox', { name: /^Reason for the price/ });
  if (await reason.count()) {
    await reason.focus();
    await page.keyboard.type('Moved at the guest’s request, same price');
  }
  await form.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`Booking ${reference} changed`)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(dialog.getByText(formatDay(night(firstNight + 2)), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Timeline' }).getByRole('listitem').filter({ hasText: /Booking changed · by .*Dates: / })).toHaveCount(1);
  await expect(dialog.getByText('$1,200.00', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  return dialog;
}

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('the owner moves a booking by two nights keeping its price, and the guest’s e-mail waits in the outbox', async ({ page }) => {
  const email = `mele-${Date.now().toString(36)}@example.com`;
  const reference = await dueBooking('admin-change-booking', { name: 'Mele Moves', email }, 3);
  await moveByTwoNights(page, reference, 3);
  await expectOutboxEmail(page, email, new RegExp(`Your booking ${reference} has changed`));
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the change form fits the screen and scrolls inside the dialog', async ({ page }) => {
    const email = `kekoa-${Date.now().toString(36)}@example.com`;
    const reference = await dueBooking('admin-change-booking', { name: 'Kekoa Moves', email }, 12);
    await page.goto(`/admin/bookings?booking=${reference}`);
    const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
    await dialog.getByRole('button', { name: 'Change booking…' }).focus();
    await page.keyboard.press('Enter');
    const form = dialog.getByRole('region', { name: 'Change booking' });
    await expect(form.getByLabel(/^Check-in/)).toBeFocused();
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // The page itself never scrolls sideways; the dialog scrolls to its Save button.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.getByRole('button', { name: 'Save changes' }).focus();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeInViewport();
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();

    await moveByTwoNights(page, reference, 12);
    await expectOutboxEmail(page, email, new RegExp(`Your booking ${reference} has changed`));
  });
});
