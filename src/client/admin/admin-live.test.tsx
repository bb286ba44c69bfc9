import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation } from '../../shared/chat/chat.schemas';
import { SITE_INFO_FALLBACK } from '../../shared/property/site-info.rules';
import { bookingDetails, bookingList, bookingSummary } from '../test/admin-test-kit';
import { preloadAdminSections, renderAdminAt } from './admin-test-kit';

vi.mock('../features/auth/auth-provider', () => ({ useAuth: () => ({ user: { name: 'Leilani', role: 'owner' } }) }));

beforeAll(preloadAdminSections, 60_000);

const BEN_ID = '22222222-2222-4222-8222-222222222222';
const ben = { id: BEN_ID, name: 'Ben Akana' } as ChatConversation;

/** A browser's Notification: records what was shown; permission as the test sets it. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: FakeNotification[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {}
}

beforeEach(() => {
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReviews() {
  let waiting = 0;
  const view = renderAdminAt('/admin/reviews', {
    'content.siteInfo': () => SITE_INFO_FALLBACK,
    'admin.chat.unreadCount': () => ({ conversations: waiting > 0 ? 1 : 0, messages: waiting }),
    'admin.chat.get': () => ({ conversation: ben, messages: [], bookings: [], bookingReference: null }),
    'admin.reviews.list': () => ({ items: [], total: 0, pageSize: 50, featuredCount: 0 }),
    'admin.reviews.settings': () => ({ publish_verified_at_once: false }),
    // The screens a notification opens (their code is preloaded, so they draw and ask at once).
    'admin.chat.list': () => ({ conversations: [ben], total: 1, page: 1, pageSize: 20 }),
    'admin.bookings.list': () => bookingList([]),
    'admin.bookings.get': () => bookingDetails(bookingSummary({ reference: 'KB-7QX4M2', guestName: 'Malia Kahale' })),
  });
  return { ...view, guestWrites: () => (waiting += 1) };
}

const guestMessage = (id: string) => ({ id, data: { type: 'chat', id, conversationId: BEN_ID, author: 'guest', body: 'Can we check in early?', clientId: `c-${id}`, createdAt: '2026-11-26T20:00:00.000Z' } });

describe('the live admin', () => {
  it('shows a guest’s new chat message in the tab’s title and the navigation on another screen, from the stream and no timer', async () => {
    const view = renderReviews();
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    // One stream for the tab, away from the inbox: the host is not counted as reading the chat.
    await waitFor(() => expect(view.inputsOf('admin.live.onEvent')).toEqual([{ inbox: false, lastEventId: null }]));
    await waitFor(() => expect(document.title).toBe('Reviews · Admin | Kaneohe Bay Beach House'));

    view.guestWrites();
    act(() => view.push('admin.live.onEvent', guestMessage('41')));
    await waitFor(() => expect(document.title).toBe('(1) Reviews · Admin | Kaneohe Bay Beach House'));
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    within(nav).getByRole('link', { name: 'Chat, 1 unread' });

    // Opening the chat opens the stream again as the host, resuming after the last message seen.
    await view.user.click(within(nav).getByRole('link', { name: 'Chat, 1 unread' }));
    await waitFor(() => expect(view.inputsOf('admin.live.onEvent').at(-1)).toEqual({ inbox: true, lastEventId: '41' }));
  });

  it('asks for notifications only on the owner’s click, then notifies new chats and guests’ bookings, and a click opens them', async () => {
    const view = renderReviews();
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    act(() => view.push('admin.live.onEvent', guestMessage('42')));
    await waitFor(() => expect(view.inputsOf('admin.chat.unreadCount').length).toBeGreaterThan(1));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(FakeNotification.shown).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: /Account/ }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Notify me of new chats and bookings' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Notify me of new chats and bookings' }).checked).toBe(true));
    await view.user.keyboard('{Escape}');

    act(() => view.push('admin.live.onEvent', guestMessage('43')));
    await waitFor(() => expect(FakeNotification.shown.map((shown) => shown.title)).toEqual(['New chat message from Ben Akana']));
    expect(FakeNotification.shown[0]!.options.body).toBe('Can we check in early?');

    // The owner's own booking is not news; a guest's is.
    act(() => view.push('admin.live.onEvent', { type: 'booking', reference: 'KB-7QX4M2', guestName: 'Malia Kahale', kind: 'created', fromOutside: false }));
    act(() => view.push('admin.live.onEvent', { type: 'booking', reference: 'KB-7QX4M2', guestName: 'Malia Kahale', kind: 'confirmed', fromOutside: true }));
    await waitFor(() => expect(FakeNotification.shown.map((shown) => shown.title)).toContain('New booking from Malia Kahale'));
    expect(FakeNotification.shown).toHaveLength(2);

    act(() => FakeNotification.shown[1]!.onclick?.());
    expect(view.memory.history.at(-1)).toBe('/admin/bookings?booking=KB-7QX4M2');
  });

  it('says so when the browser blocks notifications, without asking again', async () => {
    FakeNotification.permission = 'denied';
    const view = renderReviews();
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    await view.user.click(screen.getByRole('button', { name: /Account/ }));
    const box = await screen.findByRole('checkbox', { name: 'Notify me of new chats and bookings' });
    expect(box.hasAttribute('disabled')).toBe(true);
    screen.getByText('Notifications are blocked for this site in the browser’s settings.');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });
});
