import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import type { Handlers } from '../../test/trpc-harness';
import { bookingDetails, bookingList, bookingSummary, renderWithApi } from '../../test/admin-test-kit';
import { BookingsPanel } from './bookings-panel';

const keiko = bookingSummary({ reference: 'KB-7QX4M2', guestName: 'Keiko Tanaka', guests: 3, guestEmail: 'keiko@example.com', totalCents: 273_038, paidCents: 273_038 });

const hold: AdminBookingSummary = { ...keiko, reference: 'KB-HQ2222', status: 'expired', guestName: null, guestEmail: null, paidCents: 0 };

const keikoDetails = bookingDetails(keiko, {
  guestPhone: '+1 (206) 555-0101',
  arrivalTime: '4:00 PM',
  guestMessage: 'We will bring a toddler.',
  policiesAcceptedAt: '2027-01-10T20:00:00.000Z',
  couponCode: 'ALOHA10',
  breakdown: [{ label: '$500.00 x 4 nights', amountCents: 200_000 }],
  paymentProvider: 'stripe',
  paymentIntentId: 'pi_3Test123',
  confirmedAt: '2027-01-10T20:05:00.000Z',
  updatedAt: '2027-01-10T20:05:00.000Z',
});


function renderPanel(overrides: Handlers = {}) {
  return renderWithApi(<BookingsPanel />, {
    'admin.bookings.list': (input) => (input.filter === 'holds' ? bookingList([hold]) : input.filter === 'upcoming' ? bookingList([keiko]) : bookingList([])),
    'admin.bookings.get': () => keikoDetails,
    ...overrides,
  });
}

describe('BookingsPanel', () => {
  it('lists upcoming bookings with reference, guest, dates, nights, guests, status, total and paid', async () => {
    renderPanel();
    const table = await screen.findByRole('grid', { name: 'Upcoming bookings (1)' });
    const [, row] = within(table).getAllByRole('row');
    expect(Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent)).toEqual([
      'KB-7QX4M2',
      'Keiko Tanaka',
      'Sat, Jun 5 – Wed, Jun 9, 2027',
      '4',
      '3',
      'Confirmed',
      '$2,730.38',
      '$2,730.38',
    ]);
  });

  it('goes through In house to Holds with the keyboard and asks the server for each', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Upcoming bookings (1)' });
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    // The tabs in a host's order: who arrives, who is in the house, who has left.
    expect(screen.getByRole('tab', { name: 'In house' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('Nobody is staying right now.');
    expect(api.calls('admin.bookings.list')).toContainEqual({ filter: 'in-house', page: 1 });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Holds' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('grid', { name: 'Holds and abandoned checkouts (1)' });
    within(table).getByText('Expired');
    within(table).getByText('Not given yet');
    expect(api.calls('admin.bookings.list')).toContainEqual({ filter: 'holds', page: 1 });
  });

  it('says so when a tab is empty', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    await screen.findByText('No cancelled bookings.');
  });

  it('opens every detail of a booking from its reference with the keyboard, and closes with Escape', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Open booking KB-7QX4M2' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-7QX4M2' });
    await within(dialog).findByText('keiko@example.com');
    for (const text of ['+1 (206) 555-0101', '4:00 PM', 'We will bring a toddler.', 'ALOHA10', 'pi_3Test123', '$500.00 x 4 nights']) {
      within(dialog).getByText(text);
    }
    expect(within(dialog).getByRole('link', { name: 'keiko@example.com' }).getAttribute('href')).toBe('mailto:keiko@example.com');
    within(dialog).getByRole('button', { name: 'Guest history of Keiko Tanaka' });
    expect(api.calls('admin.bookings.get')).toEqual([{ reference: 'KB-7QX4M2' }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('cancels a booking with a full refund only after the owner confirms', async () => {
    const api = renderPanel({ 'admin.bookings.cancel': () => ({ ...keikoDetails, status: 'cancelled', refundedCents: 273_038 }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open booking KB-7QX4M2' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel this booking…' }));
    expect(api.calls('admin.bookings.cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $2,730.38' }));
    await waitFor(() => expect(api.calls('admin.bookings.cancel')).toEqual([{ reference: 'KB-7QX4M2', refund: 'full' }]));
  });
});

describe('Blocked nights', () => {
  it('has no form of its own: it links to the Calendar, where nights are blocked and freed', async () => {
    const api = renderPanel();
    await screen.findByRole('grid', { name: 'Upcoming bookings (1)' });
    const section = screen.getByRole('region', { name: 'Blocked nights' });
    const link = within(section).getByRole('link', { name: 'Block or free nights on the Calendar' });
    expect(link.getAttribute('href')).toBe('/admin/calendar');
    expect(within(section).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByLabelText('First blocked night')).toBeNull();
    expect(api.calls('admin.bookings.blackouts.list')).toEqual([]);
  });
});
