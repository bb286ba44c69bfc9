import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../test/trpc-harness';
import { bookingDetails, bookingList, bookingSummary, fail, renderWithApi } from '../../test/admin-test-kit';
import { BookingsPanel } from './bookings-panel';

const ana = bookingSummary({ reference: 'KB-ANA111', guestName: 'Ana Bell', guestEmail: 'ana@example.com' });

const anaDetails = bookingDetails(ana, {
  guestPhone: '+1 808 555 0101',
  arrivalTime: '16:00',
  policiesAcceptedAt: '2027-01-10T20:00:00.000Z',
  paymentProvider: 'stripe',
  paymentIntentId: 'pi_ana',
  confirmedAt: '2027-01-10T20:05:00.000Z',
  updatedAt: '2027-01-10T20:05:00.000Z',
  timeline: [
    { kind: 'held', at: '2027-01-10T20:00:00.000Z', actor: { kind: 'guest', userId: null, name: null }, amountCents: 200_000, reason: null, detail: null },
    { kind: 'confirmed', at: '2027-01-10T20:05:00.000Z', actor: { kind: 'guest', userId: null, name: null }, amountCents: 200_000, reason: null, detail: null },
    {
      kind: 'refunded',
      at: '2027-01-12T01:00:00.000Z',
      actor: { kind: 'admin', userId: '00000000-0000-4000-8000-000000000001', name: 'Leilani Kahale' },
      amountCents: 15_000,
      reason: 'Hot tub out of order',
      detail: null,
    },
  ],
});


function renderPanel(overrides: Handlers = {}) {
  return renderWithApi(<BookingsPanel />, {
    'admin.bookings.list': (input) => (input.search === undefined || 'ana bell'.includes(input.search.toLowerCase()) ? bookingList([ana]) : bookingList([])),
    'admin.bookings.get': () => anaDetails,
    ...overrides,
  });
}

async function openAna() {
  const user = userEvent.setup();
  const opener = await screen.findByRole('button', { name: 'Open booking KB-ANA111' });
  opener.focus();
  await user.keyboard('{Enter}');
  return { user, dialog: await screen.findByRole('dialog', { name: 'Booking KB-ANA111' }) };
}

describe('searching and filtering bookings', () => {
  it('asks the server with the search words, status and stay dates, and the CSV link carries the same filters', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Upcoming bookings (1)' });
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'zz');
    await screen.findByText('No bookings match the search and filters.');
    expect(api.calls('admin.bookings.list')).toContainEqual({ filter: 'upcoming', page: 1, search: 'zz' });

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.type(screen.getByLabelText('Staying from'), '2027-06-01');
    await waitFor(() => expect(api.calls('admin.bookings.list')).toContainEqual({ filter: 'upcoming', page: 1, search: 'zz', status: 'cancelled', stayFrom: '2027-06-01' }));
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe('/api/admin/bookings.csv?filter=upcoming&search=zz&status=cancelled&stayFrom=2027-06-01');
  });
});

describe('one booking’s tools', () => {
  it('shows the timeline oldest first, with who did what', async () => {
    renderPanel();
    const { dialog } = await openAna();
    const timeline = within(within(dialog).getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Held at checkout · $2,000.00 · by Guest'),
      expect.stringContaining('Paid and confirmed · $2,000.00 · by Guest'),
      expect.stringMatching(/Refunded · \$150\.00 · by Leilani Kahale.*Reason: Hot tub out of order/),
    ]);
  });

  it('resends the confirmation from the keyboard', async () => {
    const api = renderPanel({ 'admin.bookings.resendConfirmation': () => anaDetails });
    const { user, dialog } = await openAna();
    within(dialog).getByRole('button', { name: 'Resend confirmation' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.resendConfirmation')).toEqual([{ reference: 'KB-ANA111' }]));
  });

  it('refunds part of the payment, with field errors from the form and from the server', async () => {
    const api = renderPanel({
      'admin.bookings.refund': (input) =>
        Number(input.amountCents) > 200_000
          ? fail(400, 'The refund cannot be more than what was paid less what was already refunded ($2,000.00)', {
              amountCents: ['The refund cannot be more than what was paid less what was already refunded ($2,000.00)'],
            })
          : { ...anaDetails, refundedCents: 15_000 },
    });
    const { user, dialog } = await openAna();
    await user.click(within(dialog).getByRole('button', { name: 'Partial refund…' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund (USD)' });
    expect(document.activeElement).toBe(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByText('Enter the amount to refund');
    within(dialog).getByText('Say why you are refunding');
    expect(api.calls('admin.bookings.refund')).toEqual([]);

    await user.type(amount, '2500');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Hot tub out of order');
    await user.keyboard('{Enter}');
    await within(dialog).findByText(/The refund cannot be more than what was paid/);
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '150.5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.refund').at(-1)).toEqual({ reference: 'KB-ANA111', amountCents: 15_050, reason: 'Hot tub out of order' }));
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Amount to refund (USD)' })).toBeNull());
  });

  it('says why when the server refuses a refund with no field to point at', async () => {
    renderPanel({ 'admin.bookings.refund': () => fail(409, 'This payment was not made online here, so it cannot be refunded from here. Refund it the way it was paid.') });
    const { user, dialog } = await openAna();
    await user.click(within(dialog).getByRole('button', { name: 'Partial refund…' }));
    await user.keyboard('20');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Goodwill{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This payment was not made online here');
  });
});
