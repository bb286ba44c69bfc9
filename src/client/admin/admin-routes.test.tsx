import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTrpcHarness } from '../lib/test/trpc-harness';
import AdminRoutes from './admin-routes';

const failing = vi.hoisted(() => ({ bookings: true }));

vi.mock('../../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Leilani', role: 'owner' } }) }));
vi.mock('../../features/admin-bookings/bookings-panel', () => ({
  BookingsPanel: () => {
    if (failing.bookings) throw new Error('A booking without a guest');
    return <h1>Bookings</h1>;
  },
}));
vi.mock('../../features/admin-calendar/calendar-panel', () => ({ CalendarPanel: () => <h1>Calendar</h1> }));
vi.mock('../../features/admin-pricing/pricing-panel', () => ({ PricingPanel: () => <h1>Pricing</h1> }));
vi.mock('../../features/admin/messages-panel', () => ({ MessagesPanel: () => null }));
vi.mock('../../features/admin/outbox-panel', () => ({ OutboxPanel: () => null }));
vi.mock('../../features/admin/team-panel', () => ({ TeamPanel: () => null }));

describe('AdminRoutes', () => {
  it('keeps a failing section to itself: the retry shows beside a working admin navigation, and Try again draws the section', async () => {
    failing.bookings = true;
    const user = userEvent.setup();
    const { hook } = memoryLocation({ path: '/bookings' });
    const { TrpcProviders } = createTrpcHarness({ 'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }) });
    render(
      <TrpcProviders>
        <Router hook={hook}>
          <AdminRoutes />
        </Router>
      </TrpcProviders>,
      { onCaughtError: () => {} },
    );
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });

    await user.click(within(nav).getByRole('link', { name: 'Calendar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Bookings' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    failing.bookings = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
  });
});
