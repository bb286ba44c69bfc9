import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminBookingSummary } from '../../shared/booking/booking-admin.schemas';
import type { Handlers } from '../test/trpc-harness';
import { preloadAdminSections, renderAdminAt } from './admin-test-kit';
import { SITE_INFO_FALLBACK } from '../../shared/property/site-info.rules';

vi.mock('../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Leilani', role: 'owner' } }) }));
vi.mock('./bookings/bookings-panel', async () => {
  // A real form that offers an action to the palette ("Import a calendar"): a screen's action and a field to type in.
  const { AddFeedForm } = await import('./calendar/add-feed-form');
  return {
    BookingsPanel: () => (
      <>
        <h1>Bookings</h1>
        <AddFeedForm />
      </>
    ),
  };
});
vi.mock('./calendar/calendar-panel', () => ({ CalendarPanel: () => <h1>Calendar</h1> }));
vi.mock('./pricing/pricing-panel', () => ({ PricingPanel: () => <h1>Pricing</h1> }));
vi.mock('./messages/messages-panel', () => ({ MessagesPanel: () => null }));
vi.mock('./emails/outbox-panel', () => ({ OutboxPanel: () => null }));
vi.mock('./settings/team-panel', () => ({ TeamPanel: () => null }));

const kahale: AdminBookingSummary = {
  reference: 'KB-7QX4M2',
  status: 'confirmed',
  checkIn: '2027-03-10',
  checkOut: '2027-03-14',
  nights: 4,
  guests: 2,
  pets: 0,
  guestName: 'Malia Kahale',
  guestEmail: 'malia@example.com',
  totalCents: 240_838,
  paidCents: 240_838,
  refundedCents: 0,
  createdAt: '2027-01-02T20:00:00.000Z',
  source: 'direct',
  paymentMethod: null,
};
const other: AdminBookingSummary = { ...kahale, reference: 'KB-ZZZ999', guestName: 'Someone Else', guestEmail: 'else@example.com' };

const handlers: Handlers = {
  'content.siteInfo': () => SITE_INFO_FALLBACK,
  'admin.chat.unreadCount': () => ({ conversations: 2, messages: 3 }),
  'admin.bookings.search': ({ query }) => {
    const words = query.toLowerCase();
    return { date: null, staying: [], matching: [kahale, other].filter((booking) => `${booking.reference} ${booking.guestName}`.toLowerCase().includes(words)) };
  },
};

const renderAdmin = (path: string) => renderAdminAt(path, handlers);

const nav = () => screen.getByRole('navigation', { name: 'Admin sections' });

afterEach(() => {
  document.title = '';
});

// The sections' code loads on first show; loaded ahead here, so a busy machine's module loading is not part of what is timed.
beforeAll(preloadAdminSections, 60_000);

describe('the admin shell', () => {
  it('marks the current section, and after a move focuses the new heading and names the section in the title', async () => {
    const { user } = renderAdmin('/admin/bookings');
    // Three guests' messages wait (the stand-in's unread count): the title says so on every screen.
    await waitFor(() => expect(document.title).toBe('(3) Bookings · Admin | Kaneohe Bay Beach House'));
    const wideList = within(nav()).getAllByRole('link', { name: 'Bookings' });
    expect(wideList.every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);

    await user.click(within(nav()).getAllByRole('link', { name: 'Calendar' })[0]!);

    // The section's code arrives after the move: its heading takes focus when it does.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    expect(document.title).toBe('(3) Calendar · Admin | Kaneohe Bay Beach House');
    expect(within(nav()).getAllByRole('link', { name: 'Calendar' })[0]!.getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getAllByRole('link', { name: 'Bookings' })[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('counts the unread chat messages beside Chat in the navigation, in words for a screen reader', async () => {
    renderAdmin('/admin/bookings');
    const links = await within(nav()).findAllByRole('link', { name: 'Chat, 3 unread' });
    expect(links[0]!.getAttribute('href')).toBe('/admin/chat');
  });

  it('ignores shortcuts typed into a field, and answers them elsewhere', async () => {
    const { user } = renderAdmin('/admin/bookings');
    const note = await screen.findByLabelText('Name');
    await user.click(note);
    await user.keyboard('?{Control>}k{/Control}gc');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((note as HTMLInputElement).value).toBe('?gc');
    screen.getByRole('heading', { level: 1, name: 'Bookings' });

    // Outside a field: Alt+K is no shortcut, "?" lists them, G then C goes to the calendar.
    await user.click(screen.getByRole('heading', { level: 1, name: 'Bookings' }));
    await user.keyboard('{Alt>}{Control>}k{/Control}{/Alt}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    within(help).getByRole('rowheader', { name: 'G then C' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('gc');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Calendar' })));
  });

  it('the palette jumps to a section by name, finds a booking by guest name and runs an action of the screen', async () => {
    const { user, memory, inputsOf } = renderAdmin('/admin/bookings');
    await screen.findByLabelText('Name');

    // A section, by name, from the visible button; Escape first shows focus coming back.
    const button = screen.getByRole('button', { name: /Search or jump to/ });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(screen.getByRole('heading', { level: 1, name: 'Bookings' }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = screen.getByRole('dialog', { name: 'Search or jump to' });
    await user.keyboard('import');
    within(palette).getByRole('option', { name: 'Import a calendar (Airbnb, VRBO, Booking.com)' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('heading', { level: 1, name: 'Bookings' }));
    await user.keyboard('{Meta>}k{/Meta}kahale');
    const found = await screen.findByRole('option', { name: /KB-7QX4M2 · Malia Kahale/ });
    expect(screen.queryByRole('option', { name: /KB-ZZZ999/ })).toBeNull();
    expect(inputsOf('admin.bookings.search').at(-1)).toEqual({ query: 'kahale' });
    expect(found.textContent).toContain('Wed, Mar 10 – Sun, Mar 14, 2027, 4 nights, confirmed');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/admin/bookings?booking=KB-7QX4M2'));

    await user.keyboard('{Control>}k{/Control}cal');
    screen.getByRole('option', { name: 'Calendar' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Calendar' })));
    expect(document.title).toBe('(3) Calendar · Admin | Kaneohe Bay Beach House');
  });
});
