import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatFilter } from './chat-filters';
import type { ChatMessage } from '../../../shared/chat/chat.schemas';
import { trpc } from '../../lib/trpc';
import { useAdminLiveEvents } from '../kit/admin-live';

/** Unread guest messages for the navigation's badge and the tab's title; null until known. The admin's live stream refreshes it (kit/admin-live.tsx). */
export function useChatUnread(): number | null {
  const unread = trpc.admin.chat.unreadCount.useQuery(undefined, { refetchOnWindowFocus: true });
  return unread.data?.messages ?? null;
}

/** The navigation's badge for the chat: the unread count, read as part of the link's name ('Chat, 3 unread'). */
export function useChatUnreadBadge(): { text: string; label: string } | undefined {
  const unread = useChatUnread();
  return unread ? { text: String(unread), label: `, ${unread} unread` } : undefined;
}

export function useConversationList(filter: ChatFilter, search: string, page: number) {
  const trimmed = search.trim();
  return trpc.admin.chat.list.useQuery({ filter, page, ...(trimmed ? { search: trimmed } : {}) }, { placeholderData: keepPreviousData });
}

export function useConversation(conversationId: string | null) {
  return trpc.admin.chat.get.useQuery({ conversationId: conversationId ?? '' }, { enabled: conversationId !== null });
}

/** Every change to a conversation refreshes the list, the open conversation and the navigation's count. */
function useRefreshInbox() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.chat.list.invalidate(), utils.admin.chat.get.invalidate(), utils.admin.chat.unreadCount.invalidate()]);
}

export function useConversationChanges() {
  const refresh = useRefreshInbox();
  const options = { onSuccess: refresh };
  return {
    resolve: trpc.admin.chat.resolve.useMutation(options),
    reopen: trpc.admin.chat.reopen.useMutation(options),
    block: trpc.admin.chat.block.useMutation(options),
    unblock: trpc.admin.chat.unblock.useMutation(options),
    release: trpc.admin.chat.release.useMutation(options),
  };
}

/**
 * Marks the open conversation read while it is on screen and the tab visible:
 * now, on each new guest message, and when the owner comes back to the tab.
 */
export function useMarkReadWhileVisible(conversationId: string | null, unread: number) {
  const refresh = useRefreshInbox();
  const markRead = trpc.admin.chat.markRead.useMutation({ onSuccess: refresh });
  const latest = useRef({ conversationId, unread, markRead });
  useEffect(() => {
    latest.current = { conversationId, unread, markRead };
  });
  useEffect(() => {
    function markIfSeen() {
      const { conversationId: id, unread: count, markRead: mutation } = latest.current;
      if (id && count > 0 && document.visibilityState === 'visible' && !mutation.isPending) mutation.mutate({ conversationId: id });
    }
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [conversationId, unread]);
}

/** A reply on its way: shown at once, then replaced by the stored message, or marked "Not sent" with Retry (same clientId). */
export interface PendingReply {
  clientId: string;
  conversationId: string;
  body: string;
  failed: boolean;
}

export function useReplies() {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<PendingReply[]>([]);
  const reply = trpc.admin.chat.reply.useMutation();
  function send(entry: Omit<PendingReply, 'failed'>) {
    setPending((all) => [...all.filter((item) => item.clientId !== entry.clientId), { ...entry, failed: false }]);
    reply.mutate(entry, {
      onSuccess: (message) => {
        utils.admin.chat.get.setData({ conversationId: entry.conversationId }, (detail) =>
          detail && !detail.messages.some((known) => known.id === message.id) ? { ...detail, messages: [...detail.messages, message] } : detail,
        );
        setPending((all) => all.filter((item) => item.clientId !== entry.clientId));
        void utils.admin.chat.list.invalidate();
      },
      onError: () => setPending((all) => all.map((item) => (item.clientId === entry.clientId ? { ...item, failed: true } : item))),
    });
  }
  return { pending, send };
}

/** A new message of the inbox, as the stream sends it. */
export type InboxEvent = ChatMessage;

/** Hears each new chat message of the tab's live stream (kit/admin-live.tsx refreshes the lists and the count). */
export function useInboxEvents(onMessage: (message: InboxEvent) => void) {
  useAdminLiveEvents((event) => {
    if (event.type !== 'chat') return;
    const { type: _type, ...message } = event;
    onMessage(message);
  });
}
