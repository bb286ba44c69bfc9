import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import type { RecordedPayment } from '../../../shared/booking/recorded-payment.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { bookingDetails, bookingSummary, fail, renderWithApi } from '../../test/admin-test-kit';
import { renderWithTrpc, type Handlers } from '../../test/trpc-harness';
import { enterValue } from '../../test/enter-value';
import { BookingDetailsDialog } from './booking-details-dialog';

// A phone booking with $500 taken in cash when it was made and $1,500 still due.
const deposit: RecordedPayment = {
  id: 7,
  kind: 'payment',
  method: 'cash',
  amountCents: 50_000,
  receivedOn: '2027-01-10',
  note: 'Recorded with the booking',
  recordedAt: '2027-01-10T20:00:00.000Z',
  recordedBy: 'Leilani Kahale',
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
};
const noa = bookingDetails(bookingSummary({ reference: 'KB-NOA111', guestName: 'Noa Kealoha', guestEmail: 'noa@example.com', source: 'manual', paymentMethod: 'cash', paidCents: 50_000 }), {
  payments: [deposit],
});

function renderDialog(handlers: Handlers) {
  return renderWithApi(<BookingDetailsDialog reference="KB-NOA111" onClose={() => undefined} />, { 'admin.bookings.get': () => noa, ...handlers });
}

const settled = (fields: Partial<AdminBooking>): AdminBooking => ({ ...noa, ...fields });

describe('recording a payment by hand', () => {
  it('takes what is due from the keyboard, with a receipt, and the booking shows it settled', async () => {
    const paid: RecordedPayment = { ...deposit, id: 8, method: 'check', amountCents: 150_000, receivedOn: todayAtProperty(), note: '' };
    const api = renderDialog({ 'admin.bookings.recordPayment': () => settled({ paidCents: 200_000, payments: [deposit, paid] }) });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-NOA111' });
    (await within(dialog).findByRole('button', { name: 'Record payment…' })).focus();
    await user.keyboard('{Enter}');

    const form = within(await within(dialog).findByRole('region', { name: 'Record a payment' }));
    // The amount due is filled in and has the keyboard; the date is today in Hawaii.
    const amount = form.getByRole<HTMLInputElement>('textbox', { name: /Amount received/ });
    expect(document.activeElement).toBe(amount);
    expect(amount.value).toBe('1500');
    expect(form.getByLabelText<HTMLInputElement>(/^Date/).value).toBe(todayAtProperty());
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Check' });
    await user.keyboard('{ArrowDown}{Enter}');
    form.getByRole('checkbox', { name: 'E-mail a receipt to noa@example.com' }).focus();
    await user.keyboard(' ');
    form.getByRole('button', { name: 'Record payment' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(api.calls('admin.bookings.recordPayment')).toEqual([
        { reference: 'KB-NOA111', kind: 'payment', method: 'check', amountCents: 150_000, receivedOn: todayAtProperty(), note: '', sendReceipt: true },
      ]),
    );
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Record a payment' })).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Record payment…' })).toBeNull();
    const ledger = within(within(dialog).getByRole('table', { name: 'Payments recorded by hand' }));
    expect(ledger.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^Payment · Cash/), expect.stringMatching(/^Payment · CheckRecorded by Leilani Kahale$/)]);
  });

  it('shows the server’s refusal on the amount and records nothing more', async () => {
    const api = renderDialog({ 'admin.bookings.recordPayment': () => fail(400, 'The payment cannot be more than what is still due ($1,500.00)', { amountCents: ['The payment cannot be more than what is still due ($1,500.00)'] }) });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-NOA111' });
    await user.click(await within(dialog).findByRole('button', { name: 'Record payment…' }));
    const form = within(await within(dialog).findByRole('region', { name: 'Record a payment' }));
    await enterValue(user, form.getByRole('textbox', { name: /Amount received/ }), '1600');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    await form.findByText('The payment cannot be more than what is still due ($1,500.00)');
    expect(form.getByRole('textbox', { name: /Amount received/ }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('admin.bookings.recordPayment')).toHaveLength(1);
  });
});

describe('voiding an entry', () => {
  it('asks for a reason first, then keeps the entry listed as void', async () => {
    const voided = { ...deposit, voidedAt: '2027-01-11T01:00:00.000Z', voidedBy: 'Leilani Kahale', voidReason: 'Wrong booking' };
    const api = renderDialog({ 'admin.bookings.voidPayment': () => settled({ paidCents: 0, payments: [voided] }) });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-NOA111' });
    (await within(dialog).findByRole('button', { name: /^Void the payment of \$500\.00 on .*Jan 10/ })).focus();
    await user.keyboard('{Enter}');
    const form = within(await within(dialog).findByRole('region', { name: /^Void the payment/ }));
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: 'Reason' }));
    await user.keyboard('{Enter}');
    await form.findByText('Say why this entry is void');
    expect(api.calls('admin.bookings.voidPayment')).toEqual([]);

    await user.keyboard('Wrong booking{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.voidPayment')).toEqual([{ reference: 'KB-NOA111', paymentId: 7, reason: 'Wrong booking' }]));
    const ledger = within(await within(dialog).findByRole('table', { name: 'Payments recorded by hand' }));
    await waitFor(() => expect(ledger.getByRole('rowheader').textContent).toContain('Void (Leilani Kahale): Wrong booking'));
    expect(ledger.queryByRole('button', { name: /^Void the/ })).toBeNull();
  });
});

describe('for staff', () => {
  it('lists what was recorded without a column of actions they may not take', async () => {
    renderWithTrpc(<BookingDetailsDialog reference="KB-NOA111" onClose={() => undefined} />, { 'admin.bookings.get': () => noa }, { role: 'staff' });
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-NOA111' });
    const ledger = within(await within(dialog).findByRole('table', { name: 'Payments recorded by hand' }));
    expect(ledger.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Entry', 'Amount']);
    expect(ledger.queryByRole('button')).toBeNull();
  });
});
