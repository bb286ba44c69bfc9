import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAdminSections, renderAdminAt } from '../admin-test-kit';
import { SITE_INFO_FALLBACK } from '../../../shared/property/site-info.rules';

vi.mock('../../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Leilani', role: 'owner' } }) }));

// The sections' code loads on first show; loaded ahead here, so a busy machine's module loading is not part of what is timed.
beforeAll(preloadAdminSections, 60_000);

describe('the Bookings screen in the command palette', () => {
  it('offers “New booking”, which opens the same dialog as the button', async () => {
    const view = renderAdminAt('/admin/bookings', {
      'admin.bookings.list': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
      'admin.bookings.search': () => ({ date: null, staying: [], matching: [] }),
      'content.siteInfo': () => SITE_INFO_FALLBACK,
      'admin.chat.unreadCount': () => ({ conversations: 0, messages: 0 }),
    });
    const { user } = view;
    // The section's screen is revealed after its Suspense fallback (React holds a fallback ~300 ms at least).
    await screen.findByRole('button', { name: 'New booking' });
    await user.click(screen.getByRole('heading', { level: 1, name: 'Bookings' }));
    await user.keyboard('{Control>}k{/Control}new booking');
    const palette = screen.getByRole('dialog', { name: 'Search or jump to' });
    await within(palette).findByRole('option', { name: 'New booking' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    within(dialog).getByRole('textbox', { name: 'Full name' });
    expect(screen.queryByRole('dialog', { name: 'Search or jump to' })).toBeNull();
    // Closing it leaves the button able to open it again.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New booking' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    await screen.findByRole('dialog', { name: 'New booking' });
    expect(view.inputsOf('admin.bookings.createManual')).toEqual([]);
  });
});
