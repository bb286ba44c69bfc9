import { ListBox, ListBoxItem } from 'react-aria-components';
import type { ChatConversation } from '../../../shared/chat/chat.schemas';
import { formatDay } from '../../../shared/lib/date-format';
import { todayAtProperty } from '../../../shared/lib/dates';
import { displayInstant } from '../../lib/format';
import * as styles from './admin-chat.css';
import { UnconfirmedEmail } from './email-confirmation';

const STATUS_WORDS: Record<ChatConversation['status'], string> = { open: 'Open', resolved: 'Resolved', blocked: 'Blocked' };

/** 'Blocked until Wed, Dec 9, 2026' (the house's calendar day) while the block still refuses the visitor's new chats; 'Blocked' once that is over. */
export function statusOf(conversation: ChatConversation): string {
  if (conversation.heldForReview) return 'Held for review';
  if (conversation.status === 'blocked' && conversation.blockedUntil) return `Blocked until ${formatDay(todayAtProperty(new Date(conversation.blockedUntil)))}`;
  return STATUS_WORDS[conversation.status];
}

/**
 * The inbox as a listbox: arrows (and j/k through the shell) move, Enter or a
 * click opens; the open conversation is the selected option.
 */
export function ConversationList({
  conversations,
  openId,
  onOpen,
  emptyText,
}: {
  conversations: readonly ChatConversation[];
  openId: string | null;
  onOpen: (id: string) => void;
  emptyText: string;
}) {
  return (
    <ListBox
      aria-label="Conversations"
      className={styles.list}
      items={conversations}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={openId ? [openId] : []}
      onSelectionChange={(keys) => {
        const [id] = keys === 'all' ? [] : [...keys];
        if (id !== undefined) onOpen(String(id));
      }}
      renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
    >
      {(conversation) => (
        <ListBoxItem id={conversation.id} textValue={conversation.name} className={styles.item} data-conversation-id={conversation.id}>
          <span className={styles.itemTop}>
            <span className={`${styles.name} ${conversation.unread > 0 ? styles.unreadName : ''}`}>{conversation.name}</span>
            {conversation.unread > 0 && <span className={styles.badge}>{conversation.unread} unread</span>}
          </span>
          <span className={styles.preview}>{conversation.preview}</span>
          <span className={styles.muted}>
            {statusOf(conversation)} · {displayInstant(conversation.lastMessageAt)}
          </span>
          <UnconfirmedEmail conversation={conversation} />
        </ListBoxItem>
      )}
    </ListBox>
  );
}
