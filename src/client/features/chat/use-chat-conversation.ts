import { useCallback, useEffect, useState } from 'react';
import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import type { ChatMessage, ChatSendResult } from '../../../shared/chat/chat.schemas';
import { trpc } from '../../lib/trpc';
import type { ChatEntry } from './chat-opener';
import { writeChatNote, readChatNote } from './chat-storage';
import { idAfter, lastId, unreadReplies } from './chat-unread';

/** A message of this browser's on its way: sending, refused by the network ('failed', retried with the same clientId) or by a closed conversation. */
export interface PendingMessage {
  clientId: string;
  body: string;
  state: 'sending' | 'failed' | 'closed';
  error?: string;
  /** The first message carries the guest's name and e-mail (chat.start); a retry sends them again. */
  contact?: { name: string; email: string };
  /** Or, from the guest's booking page, the booking's proof (chat.startFromBooking): its name and e-mail are the guest's. */
  booking?: BookingAccess;
}

/** The guest's booking, when the chat was opened from its page: the first message is written under its name. */
export interface ChatBooking {
  access: BookingAccess;
  guestName: string;
}

function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  const at = messages.findIndex((known) => idAfter(known.id, message.id));
  return at < 0 ? [...messages, message] : [...messages.slice(0, at), message, ...messages.slice(at)];
}

/**
 * Whether the tab shows, and where a live connection starts: when the tab shows again, after the last
 * message this browser has (both in one state, so the connection opens once, at the right place).
 */
function useTabConnection(lastKnown: () => string | null) {
  const [tab, setTab] = useState<{ visible: boolean; since: string | null }>(() => ({ visible: document.visibilityState === 'visible', since: null }));
  useEffect(() => {
    const onChange = () => {
      const visible = document.visibilityState === 'visible';
      setTab((old) => (visible ? { visible, since: lastKnown() } : { ...old, visible }));
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [lastKnown]);
  return tab;
}

/**
 * This browser's conversation: its messages (the history, then each new one live through chat.onMessage
 * while `live` and the tab is visible, resuming after the last id it has), the messages on their way,
 * sending and retrying, and the host's replies not yet read (marked read while `reading`).
 */
export function useChatConversation({ live, reading, entry, onEntered }: { live: boolean; reading: boolean; entry: ChatEntry | null; onEntered: () => void }) {
  const utils = trpc.useUtils();
  const history = trpc.chat.history.useQuery({}, { enabled: !entry, staleTime: Infinity });
  const view = history.data ?? null;
  const messages = view?.messages;
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [booking, setBooking] = useState<ChatBooking | null>(null);
  const [seen, setSeen] = useState(() => readChatNote()?.seen ?? null);

  const addMessage = useCallback(
    (message: ChatMessage) => utils.chat.history.setData({}, (old) => (old ? { ...old, messages: withMessage(old.messages, message) } : old)),
    [utils],
  );

  // An e-mailed link, or the guest's booking page, brings its proof: the server answers with the conversation it opens.
  const { mutate: resumeWith } = trpc.chat.resume.useMutation();
  const { mutate: openFromBooking } = trpc.chat.openFromBooking.useMutation();
  useEffect(() => {
    if (!entry) return;
    const settled = { onError: (error: { message: string }) => setLinkProblem(error.message), onSettled: onEntered };
    setLinkProblem(null);
    if ('link' in entry) {
      resumeWith(
        { token: entry.link },
        {
          ...settled,
          onSuccess: (resumed) => {
            utils.chat.history.setData({}, resumed);
            writeChatNote(null);
          },
        },
      );
      return;
    }
    openFromBooking(entry.booking, {
      ...settled,
      onSuccess: (opened) => {
        setBooking({ access: entry.booking, guestName: opened.guestName });
        // Nothing yet for this booking: the first message starts it (this browser's other conversation, if any, stays on the server).
        utils.chat.history.setData({}, opened.view);
        if (opened.view) writeChatNote(null);
      },
    });
  }, [entry, resumeWith, openFromBooking, utils, onEntered]);

  // A connection closes while the tab is hidden; on its return it starts after the last message this browser has.
  const lastKnown = useCallback(() => lastId(utils.chat.history.getData({})?.messages ?? []), [utils]);
  const { visible, since } = useTabConnection(lastKnown);
  trpc.chat.onMessage.useSubscription(
    { lastEventId: since },
    { enabled: Boolean(view) && live && visible, onData: (event) => addMessage(event.data) },
  );

  // Unknown (null) until the conversation has loaded.
  const unread = messages ? unreadReplies(messages, seen) : history.isSuccess ? 0 : null;
  const { mutate: markRead } = trpc.chat.markRead.useMutation();
  const newest = messages ? lastId(messages) : null;
  useEffect(() => {
    if (!reading || !visible || !unread || !newest) return;
    setSeen(newest);
    writeChatNote(newest);
    markRead();
  }, [reading, visible, unread, newest, markRead]);

  const { mutateAsync: startAsync } = trpc.chat.start.useMutation();
  const { mutateAsync: startFromBookingAsync } = trpc.chat.startFromBooking.useMutation();
  const { mutateAsync: sendAsync } = trpc.chat.send.useMutation();

  const deliver = useCallback(
    (message: PendingMessage) => {
      const update = (patch: Partial<PendingMessage>) => setPending((list) => list.map((item) => (item.clientId === message.clientId ? { ...item, ...patch } : item)));
      setPending((list) => [...list.filter((item) => item.clientId !== message.clientId), { ...message, state: 'sending', error: undefined }]);
      const settle = (result: ChatSendResult) => {
        if (result.status === 'closed') {
          setNotice(result.notice);
          update({ state: 'closed' });
          return;
        }
        setPending((list) => list.filter((item) => item.clientId !== message.clientId));
        addMessage(result.message);
        if (!readChatNote()) writeChatNote(seen);
      };
      const fail = (error: unknown) => update({ state: 'failed', error: error instanceof Error ? error.message : undefined });
      const started = (result: ChatSendResult & { conversationId: string }, name: string) => {
        if (result.status === 'sent' && !utils.chat.history.getData({})) {
          utils.chat.history.setData({}, { conversationId: result.conversationId, name, messages: [], unread: 0 });
        }
        return result;
      };
      const first = { message: message.body, clientId: message.clientId };
      const call = message.booking
        ? startFromBookingAsync({ ...message.booking, ...first }).then((result) => started(result, booking?.guestName ?? ''))
        : message.contact
          ? startAsync({ ...message.contact, ...first }).then((result) => started(result, message.contact?.name ?? ''))
          : sendAsync({ body: message.body, clientId: message.clientId });
      void call.then(settle, fail);
    },
    [addMessage, booking, seen, sendAsync, startAsync, startFromBookingAsync, utils],
  );

  return { view, loading: history.isPending || entry !== null, failed: history.isError, pending, notice, linkProblem, unread, deliver, booking };
}
