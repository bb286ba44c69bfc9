import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardForRole, type Dashboard } from '../../shared/dashboard/dashboard.schemas';
import { SITE_INFO_FALLBACK } from '../../shared/property/site-info.rules';
import { bookingDetails, bookingList, bookingSummary } from '../test/admin-test-kit';
import type { Handlers } from '../test/trpc-harness';
import { preloadAdminSections, renderAdminAt } from './admin-test-kit';

vi.mock('../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Kai', role: 'staff' } }) }));

const comparison = { from: '2026-12-01', to: '2026-12-31', netRevenueCents: 500_000, lastYear: { from: '2025-12-01', to: '2025-12-31', netRevenueCents: 400_000 }, changePercent: 25 };
const outlook = { nightsOccupied: 10, nightsAvailable: 30, occupancyPercent: 33 };
const dashboard = {
  today: '2026-12-01',
  weekEnd: '2026-12-07',
  alerts: [
    { kind: 'chat_unread', message: '2 unread chat messages', href: '/admin/chat' },
    { kind: 'payment_due', message: '$1,200.00 still due from Pua (KB-PUA220, arriving Dec 20)', href: '/admin/bookings?booking=KB-PUA220' },
  ],
  arrivals: [],
  departures: [],
  holds: [],
  revenue: { thisMonth: comparison, yearToDate: comparison },
  occupancy: { next30: outlook, next90: outlook },
} as unknown as Dashboard;

const pua = bookingSummary({ reference: 'KB-PUA220', guestName: 'Pua Kealoha', status: 'confirmed', paidCents: 50_000 });
const puaDetails = bookingDetails(pua, { guestEmail: 'pua@example.com' });

const handlers: Handlers = {
  'content.siteInfo': () => SITE_INFO_FALLBACK,
  'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }),
  // As the server answers a staff member: without the revenue and the alerts about money.
  'admin.dashboard.get': () => dashboardForRole(dashboard, 'staff'),
  'admin.backups.status': () => ({ last: null, lastOkAt: null, warning: null, copyWarnings: [] }),
  'admin.bookings.get': () => puaDetails,
  'admin.bookings.list': () => bookingList([pua]),
  'admin.bookings.blackouts.list': () => [],
  'admin.contact.messages': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
};

beforeAll(preloadAdminSections, 60_000);

describe('the admin area for a staff member', () => {
  it('leaves Pricing, Reporting and Settings out of the navigation, the palette and the shortcuts dialog', async () => {
    const { user } = renderAdminAt('/admin', handlers);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Bookings', 'Calendar', 'Chat', 'Emails', 'Page Builder']));
    for (const ownerOnly of ['Pricing', 'Reporting', 'Settings']) expect(links).not.toContain(ownerOnly);

    await user.click(heading);
    await user.keyboard('{Control>}k{/Control}');
    const palette = screen.getByRole('dialog', { name: 'Search or jump to' });
    const goTo = within(within(palette).getByRole('group', { name: 'Go to' })).getAllByRole('option').map((option) => option.textContent);
    expect(goTo).toContain('Bookings');
    expect(goTo).not.toContain('Pricing');
    expect(goTo).not.toContain('Reporting');
    const actions = within(within(palette).getByRole('group', { name: 'Actions' })).getAllByRole('option').map((option) => option.textContent);
    expect(actions).toEqual(['New booking', 'Block nights', 'Go to date…']);
    await user.keyboard('{Escape}');

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Go to Bookings');
    expect(help.textContent).not.toContain('Go to Pricing');
    expect(help.textContent).not.toContain('Record payment');
  });

  it('shows the dashboard the server sends them, without revenue: the alerts they can act on and the occupancy', async () => {
    renderAdminAt('/admin', handlers);
    const alerts = await screen.findByRole('heading', { level: 2, name: 'Needs your attention' });
    const list = alerts.parentElement as HTMLElement;
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['2 unread chat messages']);
    screen.getByRole('heading', { level: 2, name: 'Occupancy' });
    expect(screen.queryByText(/Net revenue/)).toBeNull();
  });

  it('answers an owner-only address inside the shell with whose section it is', async () => {
    const { inputsOf } = renderAdminAt('/admin/pricing', handlers);
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    screen.getByText('This section is for the owner. Ask them if you need something changed here.');
    screen.getByRole('navigation', { name: 'Admin sections' });
    expect(inputsOf('admin.pricing.settings')).toEqual([]);
  });

  it('shows a booking without the refund, cancel, change or payment tools', async () => {
    renderAdminAt('/admin/bookings?booking=KB-PUA220', handlers);
    const dialog = await screen.findByRole('dialog', { name: 'Booking KB-PUA220' });
    await within(dialog).findByRole('button', { name: 'Resend confirmation' });
    const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent ?? '');
    for (const ownerOnly of [/Cancel this booking/, /Refund/, /Record/, /Change/]) expect(buttons.filter((text) => ownerOnly.test(text))).toEqual([]);
  });
});
