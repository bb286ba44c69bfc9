import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage, ChatSendResult } from '../../../shared/chat/chat.schemas';
import { trpc } from '../../lib/trpc';
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
}

/** An id the server accepts (/^[\w-]{8,64}$/); getRandomValues works on plain http too, where randomUUID does not. */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
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
export function useChatConversation({ live, reading, resumeToken, onResumed }: { live: boolean; reading: boolean; resumeToken: string | null; onResumed: () => void }) {
  const utils = trpc.useUtils();
  const history = trpc.chat.history.useQuery({}, { enabled: !resumeToken, staleTime: Infinity });
  const view = history.data ?? null;
  const messages = view?.messages;
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [seen, setSeen] = useState(() => readChatNote()?.seen ?? null);

  const addMessage = useCallback(
    (message: ChatMessage) => utils.chat.history.setData({}, (old) => (old ? { ...old, messages: withMessage(old.messages, message) } : old)),
    [utils],
  );

  const resume = trpc.chat.resume.useMutation();
  const { mutate: resumeWith } = resume;
  useEffect(() => {
    if (!resumeToken) return;
    resumeWith(
      { token: resumeToken },
      {
        onSuccess: (resumed) => {
          utils.chat.history.setData({}, resumed);
          writeChatNote(null);
        },
        onError: (error) => setLinkProblem(error.message),
        onSettled: onResumed,
      },
    );
  }, [resumeToken, resumeWith, utils, onResumed]);

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

  const start = trpc.chat.start.useMutation();
  const send = trpc.chat.send.useMutation();
  const { mutateAsync: startAsync } = start;
  const { mutateAsync: sendAsync } = send;

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
      const call = message.contact
        ? startAsync({ ...message.contact, message: message.body, clientId: message.clientId }).then((result) => {
            if (result.status === 'sent' && !utils.chat.history.getData({})) {
              utils.chat.history.setData({}, { conversationId: result.conversationId, name: message.contact?.name ?? '', messages: [], unread: 0 });
            }
            return result;
          })
        : sendAsync({ body: message.body, clientId: message.clientId });
      void call.then(settle, fail);
    },
    [addMessage, seen, sendAsync, startAsync, utils],
  );

  return { view, loading: history.isPending && !resumeToken, failed: history.isError, pending, notice, linkProblem, unread, deliver };
}
