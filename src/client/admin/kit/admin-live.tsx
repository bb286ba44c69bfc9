import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { AdminLiveEvent } from '../../../shared/admin-live/admin-live.schemas';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import { adminConversationHref } from '../../../shared/chat/chat-links';
import { trpc } from '../../lib/trpc';
import { notify } from './browser-notifications';

type Listener = (event: AdminLiveEvent) => void;

const Listeners = createContext<Set<Listener> | null>(null);

/** How much of a chat message a notification shows. */
const NOTIFIED_LENGTH = 120;

/** The admin's relative path of the chat inbox, whose open screen makes the host present. */
const CHAT_PATH = '/chat';

/**
 * The tab's one live stream (admin.live.onEvent), open on every admin screen: each event refreshes what it
 * changes (the navigation's unread count, the dashboard's alerts, the lists), may notify the owner, and is
 * handed to the screens that listen (the chat inbox). Nothing polls on a timer. A reconnect reads everything
 * again, since bookings' and contact events are not replayed; chat messages resume from the last one seen.
 */
export function AdminLiveProvider({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const utils = trpc.useUtils();
  const listeners = useMemo(() => new Set<Listener>(), []);
  const lastChatId = useRef<string | null>(null);
  const inbox = location === CHAT_PATH;
  // Moving into or out of the inbox opens the stream again with the new presence; it resumes after the last message.
  const input = useMemo(() => ({ inbox, lastEventId: lastChatId.current }), [inbox]);
  const seen = useRef({ location, navigate, utils });
  useEffect(() => {
    seen.current = { location, navigate, utils };
  });

  trpc.admin.live.onEvent.useSubscription(input, {
    onStarted: () => void Promise.all([utils.admin.chat.invalidate(), utils.admin.dashboard.invalidate(), utils.admin.bookings.invalidate(), utils.admin.contact.invalidate()]),
    onData: (received) => {
      const event = ('data' in received ? received.data : received);
      void refresh(event);
      tellOwner(event);
      for (const listener of listeners) listener(event);
    },
  });

  function refresh(event: AdminLiveEvent) {
    const { utils: current } = seen.current;
    if (event.type === 'chat') {
      lastChatId.current = event.id;
      return Promise.all([current.admin.chat.unreadCount.invalidate(), current.admin.chat.list.invalidate(), current.admin.chat.get.invalidate(), current.admin.dashboard.invalidate()]);
    }
    if (event.type === 'booking') {
      return Promise.all([current.admin.bookings.invalidate(), current.admin.dashboard.invalidate(), current.admin.calendar.invalidate(), current.admin.reports.invalidate()]);
    }
    return Promise.all([current.admin.contact.invalidate(), current.admin.dashboard.invalidate()]);
  }

  function tellOwner(event: AdminLiveEvent) {
    const { location: where, navigate: go, utils: current } = seen.current;
    if (event.type === 'chat' && event.author === 'guest') {
      // The inbox in view announces it itself; a hidden tab or another screen needs the nudge.
      if (where === CHAT_PATH && document.visibilityState === 'visible') return;
      const body = event.body.length > NOTIFIED_LENGTH ? `${event.body.slice(0, NOTIFIED_LENGTH)}…` : event.body;
      void current.admin.chat.get
        .fetch({ conversationId: event.conversationId })
        .then((detail) => detail.conversation.name)
        .catch(() => 'a guest')
        .then((name) => notify(`New chat message from ${name}`, body, `chat-${event.conversationId}`, () => go(`~${adminConversationHref(event.conversationId)}`)));
    }
    if (event.type === 'booking' && event.kind === 'confirmed' && event.fromOutside) {
      notify(`New booking from ${event.guestName}`, `Booking ${event.reference}`, `booking-${event.reference}`, () => go(`~${adminBookingHref(event.reference)}`));
    }
  }

  return <Listeners.Provider value={listeners}>{children}</Listeners.Provider>;
}

/** Hears every event of the tab's live stream while mounted (nothing outside AdminLiveProvider). */
export function useAdminLiveEvents(listener: Listener) {
  const listeners = useContext(Listeners);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeners) return;
    const hear: Listener = (event) => latest.current(event);
    listeners.add(hear);
    return () => void listeners.delete(hear);
  }, [listeners]);
}
