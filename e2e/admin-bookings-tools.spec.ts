import { addDaysIso } from '../src/shared/lib/dates';
import { createBooking } from '../src/server/composition/factories';
import { recordBookingEvent } from '../src/server/modules/booking/booking-event.service';
import { expect, test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { withE2eOrm } from './fixtures/db';
import { reservedNight } from './fixtures/reserved-nights';

test.beforeEach(async ({ page, owner }) => {
  await signInAsOwner(page, owner);
});

test('the owner searches by guest name, reads the timeline and refunds part of a payment, by keyboard', async ({ page }) => {
  // A stay on this spec's own nights, paid in demo mode.
  const start = reservedNight('admin-bookings-tools', 1);
  const guestName = `Malia Refund${Date.now().toString(36)}`;
  const reference = await withE2eOrm(async (em) => {
    const booking = createBooking(em, {
      status: 'confirmed',
      checkIn: start,
      checkOut: addDaysIso(start, 3),
      guestName,
      guestEmail: 'malia@example.com',
      totalCents: 120_000,
      paidCents: 120_000,
      paymentProvider: 'demo',
      confirmedAt: new Date(),
    });
    // The demo provider's own form of a payment id: demo_<reference>_<cents>.
    booking.paymentIntentId = `demo_${booking.reference}_120000`;
    await em.flush();
    await recordBookingEvent(em, { bookingId: booking.id, kind: 'confirmed', actor: { kind: 'guest' }, amountCents: 120_000 });
    return booking.reference;
  });

  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Search bookings' }).focus();
  await page.keyboard.type(guestName.split(' ')[1]!.toLowerCase());
  await expect(page.getByRole('grid', { name: 'Upcoming bookings (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/bookings.csv?filter=upcoming&search=${guestName.split(' ')[1]!.toLowerCase()}`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Open booking ${reference}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(dialog.getByRole('region', { name: 'Timeline' }).getByText('Paid and confirmed')).toBeVisible();

  await dialog.getByRole('button', { name: 'Partial refund…' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Amount to refund (USD)' })).toBeFocused();
  await page.keyboard.type('2000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Too much');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/The refund cannot be more than what was paid less what was already refunded \(\$1,200\.00\)/)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('textbox', { name: 'Amount to refund (USD)' }).fill('');
  await dialog.getByRole('textbox', { name: 'Amount to refund (USD)' }).focus();
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Timeline' }).getByText('Reason: Too much')).toBeVisible();
  await expect(dialog.getByText('$150.00', { exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Resend confirmation' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Timeline' }).getByText('Confirmation e-mail resent')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  const csv = await page.request.get(`/api/admin/bookings.csv?filter=all&search=${encodeURIComponent(guestName)}`);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(`"${reference}","confirmed","${start}",`);
});
