import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import type { BookingChangeQuote } from '../../../shared/booking/booking-change.schemas';
import { bookingDetails, bookingSummary, fail, renderWithApi } from '../../test/admin-test-kit';
import { enterValue } from '../../test/enter-value';
import type { Handlers } from '../../test/trpc-harness';
import { BookingDetailsDialog } from './booking-details-dialog';

// A $2,000 phone booking, $500 paid in cash, June 5–9 2027.
const noa = bookingDetails(
  bookingSummary({ reference: 'KB-NOA111', guestName: 'Noa Kealoha', guestEmail: 'noa@example.com', source: 'manual', paymentMethod: 'cash', paidCents: 50_000 }),
  { guestPhone: '+1 808 555 0142' },
);

const quoteFor = (input: { start: string; end: string }, quotedTotalCents: number): BookingChangeQuote => ({
  reference: 'KB-NOA111',
  start: input.start,
  end: input.end,
  nights: 4,
  currentTotalCents: 200_000,
  quotedTotalCents,
  paidCents: 50_000,
  refundedCents: 0,
});

function renderDialog(handlers: Handlers) {
  return renderWithApi(<BookingDetailsDialog reference="KB-NOA111" onClose={() => undefined} />, { 'admin.bookings.get': () => noa, ...handlers });
}

async function openChange(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Booking KB-NOA111' });
  (await within(dialog).findByRole('button', { name: 'Change booking…' })).focus();
  await user.keyboard('{Enter}');
  const form = await within(dialog).findByRole('region', { name: 'Change booking' });
  return { dialog, form: within(form) };
}

describe('changing a booking', () => {
  it('moves the stay by two nights from the keyboard, shows the old and new price, keeps the old one with a reason', async () => {
    const changed: AdminBooking = { ...noa, checkIn: '2027-06-07', checkOut: '2027-06-11' };
    const api = renderDialog({
      'admin.bookings.quoteChange': (input) => quoteFor(input, 215_000),
      'admin.bookings.change': () => changed,
    });
    const user = userEvent.setup();
    const { dialog, form } = await openChange(user);

    // The cursor starts in Check-in, filled with the booking as it is.
    const checkIn = form.getByLabelText<HTMLInputElement>(/^Check-in/);
    expect(document.activeElement).toBe(checkIn);
    expect(checkIn.value).toBe('2027-06-05');
    await enterValue(user, checkIn, '2027-06-07');
    await enterValue(user, form.getByLabelText(/^Check-out/), '2027-06-11');

    const price = within(await form.findByRole('table', { name: 'Price' }));
    expect(price.getAllByRole('row').map((row) => row.textContent)).toEqual(['Old price$2,000.00', 'New price from the engine$2,150.00', 'Difference+$150.00']);
    expect(api.calls('admin.bookings.quoteChange').at(-1)).toEqual({ reference: 'KB-NOA111', start: '2027-06-07', end: '2027-06-11', guests: 2, pets: 0 });
    expect(form.getByText(/^After the change/).textContent).toBe('After the change: total $2,000.00, paid $500.00; $1,500.00 due.');
    expect(form.getByText('The guest is e-mailed the new dates and balance at noa@example.com.')).toBeTruthy();

    // Saving without the reason the different prices ask for is refused on the field, with nothing sent.
    form.getByRole('button', { name: 'Save changes' }).focus();
    await user.keyboard('{Enter}');
    const reason = await form.findByRole('textbox', { name: /^Reason for the price/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('admin.bookings.change')).toEqual([]);

    await enterValue(user, reason, 'Same price as agreed');
    form.getByRole('button', { name: 'Save changes' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls('admin.bookings.change')).toEqual([
        {
          reference: 'KB-NOA111',
          start: '2027-06-07',
          end: '2027-06-11',
          guests: 2,
          pets: 0,
          allowShortStay: false,
          guest: { name: 'Noa Kealoha', email: 'noa@example.com', phone: '+1 808 555 0142', message: '' },
          price: 'keep',
          reason: 'Same price as agreed',
          notifyGuest: true,
        },
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Change booking' })).toBeNull());
  });

  it('taking a lower new price shows the refund to give back, and the way to do it', async () => {
    const api = renderDialog({ 'admin.bookings.quoteChange': (input) => quoteFor(input, 40_000) });
    const user = userEvent.setup();
    const { form } = await openChange(user);
    await enterValue(user, form.getByLabelText(/^Check-out/), '2027-06-06');
    await form.findByRole('table', { name: 'Price' });
    const choice = form.getByRole('button', { name: /Price after the change/ });
    choice.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'New price $400.00' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(form.getByText(/After the change/).textContent).toBe('After the change: total $400.00, paid $500.00; $100.00 to refund to the guest (with Record refund, once saved).'));
    expect(api.calls('admin.bookings.change')).toEqual([]);
  });

  it('changes only the guest’s details, e-mailing them only when asked; a refusal is said in the form', async () => {
    const api = renderDialog({ 'admin.bookings.change': () => fail(409, 'Only a confirmed booking can be changed; this one is cancelled.') });
    const user = userEvent.setup();
    const { form } = await openChange(user);
    await enterValue(user, form.getByRole('textbox', { name: /^Phone/ }), '+1 808 555 0199');
    expect(form.queryByRole('table', { name: 'Price' })).toBeNull();
    const notify = form.getByRole('checkbox', { name: 'E-mail the change to noa@example.com' });
    expect((notify as HTMLInputElement).checked).toBe(false);
    notify.focus();
    await user.keyboard(' ');
    form.getByRole('button', { name: 'Save changes' }).focus();
    await user.keyboard('{Enter}');
    expect((await form.findByRole('alert')).textContent).toBe('Only a confirmed booking can be changed; this one is cancelled.');
    expect(api.calls('admin.bookings.change')).toEqual([expect.objectContaining({ guest: expect.objectContaining({ phone: '+1 808 555 0199' }), notifyGuest: true, price: 'keep' })]);
    expect(api.calls('admin.bookings.quoteChange')).toEqual([]);
  });
});
