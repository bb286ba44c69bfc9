import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../test/trpc-harness';
import { bookingDetails, bookingSummary, renderWithApi } from '../../test/admin-test-kit';
import { BookingsPanel } from './bookings-panel';

const kai = bookingSummary({ reference: 'KB-KAI111', guestName: 'Kai Makoa', source: 'manual', paymentMethod: 'cash', paidCents: 50_000 });
const lani = bookingSummary({ reference: 'KB-LAN222', guestName: 'Lani Akana' });

const kaiDetails = bookingDetails(kai, { guestPhone: '+1 808 555 0142', priceOverrideReason: 'Returning family rate' });

function renderPanel(total = 2, overrides: Handlers = {}) {
  return renderWithApi(<BookingsPanel />, {
    // Pages of 25: the stand-in server sorts by guest name when asked, so the order shows the answer was used.
    'admin.bookings.list': (input) => {
      const items = input.filter === 'upcoming' ? [kai, lani] : [];
      if (input.sort === 'guestName' && input.direction === 'desc') items.reverse();
      return { items, total: input.filter === 'upcoming' ? total : 0, page: Number(input.page ?? 1), pageSize: 25 };
    },
    'admin.bookings.get': () => kaiDetails,
    ...overrides,
  });
}

const firstGuest = (grid: HTMLElement) => within(within(grid).getAllByRole('row')[1]!).getAllByRole('gridcell')[0]!.textContent;

describe('the bookings table', () => {
  it('sorts on the server from a column header with the keyboard, and marks the column sorted', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Upcoming bookings (2)' });
    within(grid).getByRole('columnheader', { name: 'Reference' }).focus();
    await user.keyboard('{ArrowRight}');
    const guest = within(grid).getByRole('columnheader', { name: 'Guest' });
    expect(document.activeElement).toBe(guest);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.list').at(-1)).toEqual({ filter: 'upcoming', page: 1, sort: 'guestName', direction: 'asc' }));
    expect(guest.getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('admin.bookings.list').at(-1)).toEqual({ filter: 'upcoming', page: 1, sort: 'guestName', direction: 'desc' }));
    await waitFor(() => expect(firstGuest(screen.getByRole('grid', { name: 'Upcoming bookings (2)' }))).toBe('Lani Akana'));
    expect(guest.getAttribute('aria-sort')).toBe('descending');
    // Status is not a sort the server offers.
    expect(within(grid).getByRole('columnheader', { name: 'Status' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('opens the booking when Enter is pressed on its row, with a manual booking’s source, payment and price reason', async () => {
    const api = renderPanel();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Upcoming bookings (2)' });
    const row = within(grid).getAllByRole('row')[1]!;
    within(row).getByText('Manual · Cash');
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-KAI111' });
    expect(api.calls('admin.bookings.get')).toEqual([{ reference: 'KB-KAI111' }]);
    await within(dialog).findByText('Manual (recorded by hand)');
    within(dialog).getByText('Cash');
    within(dialog).getByText('Returning family rate');
  });

  it('pages with the keyboard: Next and Previous, and says which page is on show', async () => {
    const api = renderPanel(60);
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Upcoming bookings (60), page 1 of 3' });
    const pages = screen.getByRole('navigation', { name: 'Upcoming bookings pages' });
    within(pages).getByText('Page 1 of 3');
    within(pages).getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('grid', { name: 'Upcoming bookings (60), page 2 of 3' });
    within(pages).getByText('Page 2 of 3');
    expect(api.calls('admin.bookings.list').at(-1)).toEqual({ filter: 'upcoming', page: 2 });
    within(pages).getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard(' ');
    await screen.findByRole('grid', { name: 'Upcoming bookings (60), page 1 of 3' });
    expect(api.calls('admin.bookings.list').at(-1)).toEqual({ filter: 'upcoming', page: 1 });
  });
});
