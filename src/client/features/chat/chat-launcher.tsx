import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocation } from 'wouter';
import { guestChatResumeTokenOf, withoutChatResume } from '../../../shared/chat/guest-chat-link';
import { paths } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import { visuallyHidden } from '../../ui/feedback.css';
import { useSiteInfo } from '../property/public';
import { chatButtonLabel } from './chat-host';
import { onOpenChatForBooking, type ChatEntry } from './chat-opener';
import { readChatNote, writeChatNote } from './chat-storage';
import { titleWithCount } from '../../lib/title-count';
import { loadChatPanel } from './public-lazy';
import * as styles from './chat-launcher.css';

const ChatPanel = lazy(loadChatPanel);

/** The button's name: the host's first name is in the page's HTML already (every public page carries site info), so it costs no request. */
function ButtonName({ unread }: { unread: number }) {
  const label = chatButtonLabel(useSiteInfo().data.host);
  return <span className={visuallyHidden}>{unread > 0 ? `${label}, ${unread} unread` : label}</span>;
}

/**
 * The floating chat button of every public page, and the dock its panel opens in. It renders the same
 * markup on the server and in the browser; what the browser alone knows (a stored conversation, its
 * unread replies, an e-mailed link) joins after hydration. The panel's code and its live connection load
 * on the first open, or when the stored conversation has unread replies.
 */
export function ChatLauncher() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const [entry, setEntry] = useState<ChatEntry | null>(null);
  // Undefined until read after hydration; null: this browser has no conversation.
  const [note, setNote] = useState<{ seen: string | null } | null | undefined>(undefined);
  // Once the panel is mounted it counts unread replies itself, live.
  const [panelUnread, setPanelUnread] = useState<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const replayedTap = useReplayedTap('chat');

  useEffect(() => {
    setNote(readChatNote());
    const enter = (next: ChatEntry) => {
      setEntry(next);
      setPanelWanted(true);
      setOpen(true);
    };
    // The e-mailed link (/?chat=<token>) continues a conversation in this browser (chat.resume).
    const token = guestChatResumeTokenOf(window.location.search);
    if (token) enter({ link: token });
    return onOpenChatForBooking((booking) => enter({ booking }));
  }, []);

  const check = trpc.chat.history.useQuery({ after: note?.seen ?? undefined }, { enabled: Boolean(note) && !panelWanted, staleTime: Infinity });
  const forgotten = check.data === null;
  useEffect(() => {
    // The cookie is gone (expired or cleared): so is the conversation, and the note about it.
    if (forgotten) writeChatNote(null);
  }, [forgotten]);
  const unread = panelUnread ?? check.data?.unread ?? 0;

  useEffect(() => {
    document.title = titleWithCount(document.title, unread);
  }, [unread, location]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const entered = useCallback(() => {
    setEntry(null);
    const rest = withoutChatResume(new URL(window.location.href));
    if (rest !== null) window.history.replaceState(window.history.state, '', rest);
  }, []);

  if (location.startsWith(paths.admin.dashboard) || location === paths.auth) return null;
  // Once mounted for unread replies, the panel stays: it keeps their count (and the live connection) until read.
  const showPanel = panelWanted || (check.data?.unread ?? 0) > 0;

  return (
    <aside className={styles.dock} aria-label="Chat">
      {showPanel && (
        <Suspense fallback={null}>
          <ChatPanel isOpen={open} onClose={close} entry={entry} onEntered={entered} onUnreadChange={setPanelUnread} />
        </Suspense>
      )}
      <AriaButton
        ref={button}
        className={styles.button}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPress={() => {
          setPanelWanted(true);
          setOpen((was) => !was);
        }}
        onHoverStart={() => void loadChatPanel()}
        {...replayedTap()}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
        </svg>
        <ButtonName unread={unread} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread}
          </span>
        )}
      </AriaButton>
    </aside>
  );
}
