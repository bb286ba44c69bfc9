import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTrpcHarness } from '../test/trpc-harness';
import AdminRoutes from './admin-routes';
import { SITE_INFO_FALLBACK } from '../../shared/property/site-info.rules';
import { preloadAdminSections } from './admin-test-kit';

const failing = vi.hoisted(() => ({ bookings: true }));
const member = vi.hoisted(() => ({ securitySetupRequired: false }));

vi.mock('../features/auth/auth-provider', () => ({
  useAuth: () => ({ user: { name: 'Leilani', role: 'owner', securitySetupRequired: member.securitySetupRequired }, logout: async () => undefined, isLoggingOut: false }),
}));
vi.mock('./bookings/bookings-panel', () => ({
  BookingsPanel: () => {
    if (failing.bookings) throw new Error('A booking without a guest');
    return <h1>Bookings</h1>;
  },
}));
vi.mock('./calendar/calendar-panel', () => ({ CalendarPanel: () => <h1>Calendar</h1> }));
vi.mock('./pricing/pricing-panel', () => ({ PricingPanel: () => <h1>Pricing</h1> }));
vi.mock('./messages/messages-panel', () => ({ MessagesPanel: () => null }));
vi.mock('./emails/outbox-panel', () => ({ OutboxPanel: () => null }));
vi.mock('./settings/team-panel', () => ({ TeamPanel: () => null }));

// The sections' code loads on first show; loaded ahead here, so a busy machine's module loading is not part of what is timed.
beforeAll(preloadAdminSections, 60_000);

/** The admin's routes at `path` inside /admin, with the calls every admin screen makes answered. */
function renderAdminRoutesAt(path: string) {
  const { hook } = memoryLocation({ path });
  const { TrpcProviders } = createTrpcHarness({
    'content.siteInfo': () => SITE_INFO_FALLBACK,
    'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }),
    'admin.setup.status': () => ({ payments: 'live', email: 'smtp' }),
    'admin.security.overview': () => ({ passkeys: [], twoFactor: false, recoveryCodesLeft: 0, requiredForEveryone: true }),
  });
  return render(
    <TrpcProviders>
      <Router hook={hook}>
        <AdminRoutes />
      </Router>
    </TrpcProviders>,
    // The failing section's error is caught by its boundary, as it should be; React need not report it.
    { onCaughtError: () => {} },
  );
}

describe('AdminRoutes', () => {
  it('keeps a failing section to itself: the retry shows beside a working admin navigation, and Try again draws the section', async () => {
    failing.bookings = true;
    const user = userEvent.setup();
    renderAdminRoutesAt('/bookings');
    expect((await screen.findByRole('alert')).textContent).toContain('This part of the page could not be loaded.');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });

    await user.click(within(nav).getByRole('link', { name: 'Calendar' }));
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Bookings' }));
    await screen.findByRole('alert');
    failing.bookings = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Bookings' });
  });

  it('shows a member the owner requires a passkey or two-factor of only Security and Sign out, whatever address they open', async () => {
    member.securitySetupRequired = true;
    try {
      renderAdminRoutesAt('/bookings');
      await screen.findByRole('heading', { level: 1, name: 'Security' });
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Bookings' })).toBeNull();
    } finally {
      member.securitySetupRequired = false;
    }
  });

  it("leads from the account menu to Your account and Security inside the admin, not to the site's /account", async () => {
    failing.bookings = false;
    const user = userEvent.setup();
    renderAdminRoutesAt('/calendar');
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await user.click(screen.getByRole('button', { name: /^Account/ }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    // React Aria's links navigate from the app's root router, where /account is no page.
    expect(within(menu).getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/admin/account');
    expect(within(menu).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/admin/account/security');
  });
});
