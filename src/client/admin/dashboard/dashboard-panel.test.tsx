import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { Dashboard, DashboardStay } from '../../../shared/dashboard/dashboard.schemas';
import { renderWithTrpc } from '../../test/trpc-harness';
import { AdminLiveProvider } from '../kit/admin-live';
import { DashboardPanel } from './dashboard-panel';

const stay = (overrides: Partial<DashboardStay>): DashboardStay => ({
  reference: 'KB-AAAAAA',
  guestName: 'Keala Akana',
  checkIn: '2026-03-09',
  checkOut: '2026-03-12',
  nights: 3,
  guests: 4,
  totalCents: 150_000,
  paidCents: 150_000,
  dueCents: 0,
  source: 'direct',
  ...overrides,
});

const board: Dashboard = {
  today: '2026-03-09',
  weekEnd: '2026-03-16',
  arrivals: [stay({}), stay({ reference: 'KB-BBBBBB', guestName: 'Noa Kealoha', checkIn: '2026-03-16', checkOut: '2026-03-17', nights: 1, paidCents: 0, dueCents: 50_000 })],
  departures: [],
  holds: [{ reference: 'KB-HHHHHH', guestName: 'Paying Now', checkIn: '2026-04-01', checkOut: '2026-04-04', totalCents: 90_000, expiresAt: '2026-03-10T09:40:00.000Z' }],
  revenue: {
    thisMonth: { from: '2026-03-01', to: '2026-03-31', netRevenueCents: 112_000, lastYear: { from: '2025-03-01', to: '2025-03-31', netRevenueCents: 100_000 }, changePercent: 12 },
    yearToDate: { from: '2026-01-01', to: '2026-03-09', netRevenueCents: 0, lastYear: { from: '2025-01-01', to: '2025-03-09', netRevenueCents: 40_000 }, changePercent: -100 },
  },
  occupancy: {
    next30: { from: '2026-03-09', to: '2026-04-07', occupancyPercent: 33.3, nightsOccupied: 10, nightsAvailable: 30 },
    next90: { from: '2026-03-09', to: '2026-06-06', occupancyPercent: null, nightsOccupied: 0, nightsAvailable: 0 },
  },
  alerts: [
    { kind: 'feed_failing', message: 'The Airbnb calendar’s last import failed: 404', href: '/admin/calendar' },
    { kind: 'contact_messages', message: '1 unanswered message from guests', href: '/admin#messages' },
    { kind: 'payment_due', message: '$500.00 still due from Noa Kealoha', href: '/admin/bookings?booking=KB-BBBBBB' },
  ],
};

function renderDashboard() {
  const memory = memoryLocation({ path: '/admin', record: true });
  const view = renderWithTrpc(
    <Router hook={memory.hook}>
      <Router base="/admin">
        <DashboardPanel />
      </Router>
    </Router>,
    { 'admin.dashboard.get': () => board },
  );
  return { ...view, memory };
}

describe('DashboardPanel', () => {
  it('takes its alerts afresh when the live stream says a booking changed, with no reload and no timer', async () => {
    let paid = false;
    const memory = memoryLocation({ path: '/admin' });
    const view = renderWithTrpc(
      <Router hook={memory.hook}>
        <Router base="/admin">
          <AdminLiveProvider>
            <DashboardPanel />
          </AdminLiveProvider>
        </Router>
      </Router>,
      {
        'admin.dashboard.get': () => ({ ...board, alerts: paid ? board.alerts.filter((alert) => alert.kind !== 'payment_due') : board.alerts }),
        'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }),
      },
    );
    await screen.findByText('$500.00 still due from Noa Kealoha');
    await waitFor(() => expect(view.inputsOf('admin.live.onEvent')).toHaveLength(1));
    // Another admin (or a guest's payment) settles the balance somewhere else; this screen hears it.
    paid = true;
    act(() => view.push('admin.live.onEvent', { type: 'booking', reference: 'KB-BBBBBB', guestName: 'Noa Kealoha', kind: 'payment_recorded', fromOutside: false }));
    await waitFor(() => expect(screen.queryByText('$500.00 still due from Noa Kealoha')).toBeNull());
    screen.getByText('1 unanswered message from guests');
  });

  it('lists the week’s arrivals with their money and a link to each booking', async () => {
    renderDashboard();
    const table = await screen.findByRole('grid', { name: 'Arrivals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (cell) => cell.textContent))).toEqual([
      ['Mon, Mar 9, 2026', 'Keala Akana', '3', '4', '$1,500.00', '$0.00', 'KB-AAAAAA'],
      ['Mon, Mar 16, 2026', 'Noa Kealoha', '1', '4', '$0.00', '$500.00', 'KB-BBBBBB'],
    ]);
    expect(within(table).getByRole('link', { name: 'KB-BBBBBB' }).getAttribute('href')).toBe('/admin/bookings?booking=KB-BBBBBB');
    screen.getByText('Departures: none.');
  });

  it('opens a booking from its row with the keyboard', async () => {
    const { memory } = renderDashboard();
    const table = await screen.findByRole('grid', { name: 'Arrivals' });
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('rowheader')[1]!);
    await user.keyboard('{Enter}');
    expect(memory.history?.at(-1)).toBe('/admin/bookings?booking=KB-BBBBBB');
  });

  it('says each figure against last year in words, and the coming occupancy', async () => {
    renderDashboard();
    await screen.findByText('+12% vs last year ($1,000.00)');
    screen.getByText('−100% vs last year ($400.00)');
    screen.getByText('33.3%');
    screen.getByText('10 of 30 available nights taken');
  });

  it('lists live holds with their expiry and alerts as links to where they are resolved', async () => {
    renderDashboard();
    expect((await screen.findByRole('link', { name: 'The Airbnb calendar’s last import failed: 404' })).getAttribute('href')).toBe('/admin/calendar');
    expect(screen.getByRole('link', { name: '1 unanswered message from guests' }).getAttribute('href')).toBe('/admin#messages');
    expect(screen.getByRole('link', { name: '$500.00 still due from Noa Kealoha' }).getAttribute('href')).toBe('/admin/bookings?booking=KB-BBBBBB');
    screen.getByText(/Paying Now, Wed, Apr 1 – Sat, Apr 4, 2026, \$900\.00; expires Mar 9, 2026, 11:40 PM HST/);
  });
});
