import { useEffect, useRef, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useSearch } from 'wouter';
import { adminChatFilterOf, adminConversationIdOf } from '../../../shared/chat/chat-links';
import { offeredActions, type ConversationChange } from '../../../shared/chat/chat-status';
import { trpc } from '../../lib/trpc';
import { useWindowAtLeast } from '../../lib/use-window-width';
import { DataTablePager } from '../../ui/data-table';
import { SearchField } from '../../ui/search-field';
import { Select } from '../../ui/select';
import { useDebounced } from '../kit/use-debounced';
import { useRegisterScreenActions, type ScreenAction } from '../shell/public';
import * as styles from './admin-chat.css';
import { FILTER_OPTIONS, type ChatFilter } from './chat-filters';
import { beep, useChatSound } from './chat-sound';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { ReplyBoxHandle } from './reply-box';
import {
  useConversation,
  useConversationChanges,
  useConversationList,
  useInboxEvents,
  useMarkReadWhileVisible,
  useReplies,
  type InboxEvent,
} from './use-chat-inbox';

const SEARCH_DELAY_MS = 300;
const ANNOUNCED_LENGTH = 120;

/** The inbox's options in DOM order, to move between with j and k. */
function options(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('[role="option"]')] : [];
}

/** /admin/chat: the guests' conversations, one open beside the list (one at a time on a phone), live. */
export function ChatPanel() {
  // ?filter=held (the dashboard's alert) chooses the filter, ?conversation=<id> (the host's e-mail) opens one; a later link again.
  const query = useSearch();
  const linkedFilter = adminChatFilterOf(query) ?? 'open';
  const linkedConversation = adminConversationIdOf(query);
  const [filter, setFilter] = useState<ChatFilter>(linkedFilter);
  const [seenLinked, setSeenLinked] = useState(linkedFilter);
  if (linkedFilter !== seenLinked) {
    setSeenLinked(linkedFilter);
    setFilter(linkedFilter);
  }
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search, SEARCH_DELAY_MS);
  // Another filter or search starts again at its first page.
  const [page, setPage] = useState(1);
  const [pagedFor, setPagedFor] = useState(`${filter}|${settledSearch}`);
  if (pagedFor !== `${filter}|${settledSearch}`) {
    setPagedFor(`${filter}|${settledSearch}`);
    setPage(1);
  }
  const [openId, setOpenId] = useState<string | null>(linkedConversation);
  const [seenConversation, setSeenConversation] = useState(linkedConversation);
  if (linkedConversation !== seenConversation) {
    setSeenConversation(linkedConversation);
    if (linkedConversation) setOpenId(linkedConversation);
  }
  const [announcement, setAnnouncement] = useState('');
  const [sound, setSound] = useChatSound();
  const listRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const replyRef = useRef<ReplyBoxHandle>(null);
  const utils = trpc.useUtils();
  const focusHeading = useRef(false);
  // Two panes from 900 px (admin-chat.css.ts); below, one at a time.
  const twoPanes = useWindowAtLeast(900);

  const list = useConversationList(filter, settledSearch, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // The last page emptied (its conversations resolved, say, or moved to another page by new activity): go back one.
  const emptiedPage = page > 1 && !list.isPlaceholderData && list.data?.conversations.length === 0;
  useEffect(() => {
    if (emptiedPage) setPage((current) => Math.max(1, current - 1));
  }, [emptiedPage]);
  const detail = useConversation(openId);
  const changes = useConversationChanges();
  const { pending, send } = useReplies();
  useMarkReadWhileVisible(openId, detail.data?.conversation.unread ?? 0);
  const shownId = detail.data?.conversation.id;
  useEffect(() => {
    if (!focusHeading.current || shownId !== openId) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [shownId, openId]);

  useInboxEvents((message: InboxEvent) => {
    if (message.author !== 'guest') return;
    void (async () => {
      const known = list.data?.conversations.find((conversation) => conversation.id === message.conversationId);
      const name = known?.name ?? (await utils.admin.chat.get.fetch({ conversationId: message.conversationId }).catch(() => null))?.conversation.name ?? 'a guest';
      const text = message.body.length > ANNOUNCED_LENGTH ? `${message.body.slice(0, ANNOUNCED_LENGTH)}…` : message.body;
      setAnnouncement(`New message from ${name}: ${text}`);
      if (sound) beep();
    })();
  });

  function open(id: string) {
    setOpenId(id);
    // On a phone the list gives way to the conversation: the reader starts at its heading, once it is there.
    focusHeading.current = !twoPanes;
  }

  function back() {
    const id = openId;
    setOpenId(null);
    window.setTimeout(() => options(listRef.current).find((option) => option.dataset.conversationId === id)?.focus(), 0);
  }

  function move(step: 1 | -1) {
    const all = options(listRef.current);
    if (all.length === 0) return;
    const from = all.findIndex((option) => option === document.activeElement);
    const current = from >= 0 ? from : all.findIndex((option) => option.dataset.conversationId === openId);
    const next = current < 0 ? (step === 1 ? 0 : all.length - 1) : Math.min(all.length - 1, Math.max(0, current + step));
    all[next]?.focus();
  }

  function change(kind: ConversationChange) {
    if (openId) changes[kind].mutate({ conversationId: openId });
  }

  const conversation = detail.data?.conversation;
  const actions: ScreenAction[] = [
    { id: 'chat-next', label: 'Next conversation', keys: 'j', run: () => move(1) },
    { id: 'chat-previous', label: 'Previous conversation', keys: 'k', run: () => move(-1) },
  ];
  if (conversation) {
    actions.push(
      { id: 'chat-reply', label: 'Reply', keys: 'r', run: () => window.setTimeout(() => replyRef.current?.focus(), 0) },
      { id: 'chat-send', label: 'Send reply', keys: 'mod+enter', run: () => replyRef.current?.send() },
    );
    for (const { change: kind, command } of offeredActions(conversation)) {
      if (command) actions.push({ id: `chat-${kind}`, label: command, run: () => change(kind) });
    }
  }
  useRegisterScreenActions(actions);

  const failed = Object.values(changes).find((mutation) => mutation.error)?.error;
  const emptyText = settledSearch.trim() ? `No conversation matches “${settledSearch.trim()}”.` : 'No conversations here.';
  return (
    <>
      {/* Focusable by script, as after a move between sections, so the keyboard can leave a field for the list's shortcuts. */}
      <h1 tabIndex={-1}>Chat</h1>
      <div className={styles.toolbar}>
        <Select label="Show" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />
        <SearchField label="Search conversations" placeholder="Name, e-mail or text" value={search} onChange={setSearch} className={styles.search} />
        <Switch isSelected={sound} onChange={setSound} className={styles.switchRoot}>
          <span className={`${styles.switchTrack} ${sound ? styles.switchOn : ''}`} aria-hidden="true" />
          Sound for new messages
        </Switch>
      </div>
      <div role="status" aria-live="polite" className={styles.muted}>
        {announcement}
      </div>
      {failed && <p role="alert">{failed.message}</p>}
      <div className={styles.panes} data-open={openId !== null && detail.data !== undefined}>
        <section aria-label="Conversation list" className={styles.listPane} ref={listRef}>
          {list.error ? <p role="alert">{list.error.message}</p> : null}
          {list.data && <ConversationList conversations={list.data.conversations} openId={openId} onOpen={open} emptyText={emptyText} />}
          <DataTablePager label="Conversation pages" page={Math.min(page, pages)} pages={pages} onPage={setPage} />
        </section>
        <section aria-label="Conversation" className={styles.conversationPane}>
          {detail.error && <p role="alert">{detail.error.message}</p>}
          {detail.data ? (
            <ConversationView
              ref={headingRef}
              replyRef={replyRef}
              detail={detail.data}
              pending={pending}
              onSend={send}
              onRetry={(reply) => send(reply)}
              onChange={change}
              onBack={back}
            />
          ) : (
            <p className={styles.empty}>Choose a conversation to read it and reply.</p>
          )}
        </section>
      </div>
    </>
  );
}
