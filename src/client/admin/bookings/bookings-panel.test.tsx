import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBookingSummary, Blackout } from '../../../shared/booking/booking-admin.schemas';
import { addDaysIso } from '../../../shared/lib/dates';
import type { Handlers } from '../../test/trpc-harness';
import { bookingDetails, bookingList, bookingSummary, fail, renderWithApi } from '../../test/admin-test-kit';
import { displayStay } from './admin-format';
import { BookingsPanel } from './bookings-panel';

const blackout = (id: number, start: string, nights: number): Blackout => ({ id, start, end: addDaysIso(start, nights), nights, note: null, createdAt: '2027-01-01T00:00:00.000Z' });

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
    'admin.bookings.blackouts.list': () => [],
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

describe('Blackout dates', () => {
  it('shows validation messages per field and sends nothing', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block dates' }));
    expect(await screen.findAllByText('Invalid date format')).toHaveLength(2);
    expect(api.calls('admin.bookings.blackouts.add')).toEqual([]);
  });

  it('adds a range with a note, and says clearly when it clashes with a booking', async () => {
    const message = 'Those dates overlap booking KB-7QX4M2 (2027-06-05 to 2027-06-09). Cancel it first or choose other dates.';
    const api = renderPanel({ 'admin.bookings.blackouts.add': () => fail(409, message) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First blocked night'), '2027-06-08');
    await user.type(screen.getByLabelText('End (first free night)'), '2027-06-12');
    await user.type(screen.getByLabelText('Note (only you see it)'), 'Family visit');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.calls('admin.bookings.blackouts.add')).toEqual([{ start: '2027-06-08', end: '2027-06-12', note: 'Family visit' }]);
  });

  it('lists blackouts and removes one', async () => {
    const api = renderPanel({
      'admin.bookings.blackouts.list': () => [{ id: 7, start: '2027-07-01', end: '2027-07-04', nights: 3, note: 'Roof repairs', createdAt: '2027-01-01T00:00:00.000Z' }],
      'admin.bookings.blackouts.remove': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('grid', { name: 'Your blackout dates' });
    within(table).getByRole('rowheader', { name: 'Thu, Jul 1 – Sun, Jul 4, 2027' });
    within(table).getByText('Roof repairs');
    await user.click(within(table).getByRole('button', { name: 'Remove blackout Thu, Jul 1 – Sun, Jul 4, 2027' }));
    await waitFor(() => expect(api.calls('admin.bookings.blackouts.remove')).toEqual([{ id: 7 }]));
  });

  it('reaches a row’s Remove button with the arrow keys and presses it with Enter; Tab leaves the grid for the pager', async () => {
    // 101 blackouts: a page of 100, so the pager follows the grid.
    const many: Blackout[] = Array.from({ length: 101 }, (_, index) => blackout(index + 1, addDaysIso('2027-07-01', index * 7), 2));
    const api = renderPanel({ 'admin.bookings.blackouts.list': () => many, 'admin.bookings.blackouts.remove': () => ({ ok: true }) });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Your blackout dates, page 1 of 2' });
    // Nothing in the grid is hidden: `hidden: true` only spares jsdom a style walk per row, the bulk of this test's time.
    const rows = within(grid).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(101);
    // Tab from the form's last button into the grid lands on the first row.
    screen.getByRole('button', { name: 'Block dates' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(rows[1]!).getByRole('button', { name: 'Remove blackout Thu, Jul 1 – Sat, Jul 3, 2027' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.blackouts.remove')).toEqual([{ id: 1 }]));
    await user.tab();
    expect(document.activeElement).toBe(within(screen.getByRole('navigation', { name: 'Blackout date pages' })).getByRole('button', { name: 'Next page' }));
  }, 90_000); // A hundred rows take a few seconds in jsdom, far more on a busy machine.

  it('lists blackouts by start date, and sorts by nights from the header', async () => {
    const late = blackout(1, '2027-09-01', 1);
    const early = blackout(2, '2027-07-01', 5);
    renderPanel({ 'admin.bookings.blackouts.list': () => [late, early] });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Your blackout dates' });
    const dates = () => within(screen.getByRole('grid', { name: /^Your blackout dates/ })).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(dates()).toEqual(['Thu, Jul 1 – Tue, Jul 6, 2027', 'Wed, Sep 1 – Thu, Sep 2, 2027']);
    expect(within(grid).getByRole('columnheader', { name: 'Dates' }).getAttribute('aria-sort')).toBe('ascending');
    within(grid).getByRole('columnheader', { name: 'Dates' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(within(grid).getByRole('columnheader', { name: 'Nights' }).getAttribute('aria-sort')).toBe('ascending');
    expect(dates()).toEqual(['Wed, Sep 1 – Thu, Sep 2, 2027', 'Thu, Jul 1 – Tue, Jul 6, 2027']);
  });

  it('shows the second page of a long list', async () => {
    const many: Blackout[] = Array.from({ length: 101 }, (_, index) => blackout(index + 1, addDaysIso('2027-07-01', index * 7), 2));
    renderPanel({ 'admin.bookings.blackouts.list': () => [...many].reverse() });
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Your blackout dates, page 1 of 2' });
    await user.click(within(screen.getByRole('navigation', { name: 'Blackout date pages' })).getByRole('button', { name: 'Next page' }));
    const grid = await screen.findByRole('grid', { name: 'Your blackout dates, page 2 of 2' });
    // The latest one, sorted last although the server sent it first.
    expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([displayStay(many[100]!.start, many[100]!.end)]);
  }, 90_000);
});
