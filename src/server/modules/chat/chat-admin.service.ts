import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { ChatConversation, ChatConversationDetail, ChatListInput, ChatListResult, ChatUnreadCount } from '../../../shared/chat/chat.schemas';
import type { ConversationChange } from '../../../shared/chat/chat-status';
import { bookingReferenceOf, bookingsByEmail } from '../booking/bookings-by-guest';
import { messagesAfter } from './chat.service';
import { blockNewChats, unblockNewChats } from './chat-block.service';
import { applyTransition, countHeldForReview, countUnread, findConversation, inboxPage, inboxRow, type InboxRow } from './chat-conversation.queries';

const PAGE_SIZE = 20;
const PREVIEW_LENGTH = 140;
/** The most bookings shown beside a conversation. */
const BOOKINGS_SHOWN = 20;

const toConversation = (row: InboxRow): ChatConversation => ({
  id: row.id,
  name: row.visitorName,
  email: row.visitorEmail,
  status: row.status,
  blockedUntil: row.blockedUntil ? new Date(row.blockedUntil).toISOString() : null,
  heldForReview: row.heldForReview,
  emailConfirmed: row.emailConfirmed,
  createdAt: new Date(row.createdAt).toISOString(),
  lastMessageAt: new Date(row.lastMessageAt).toISOString(),
  unread: row.unread,
  preview: (row.preview ?? '').slice(0, PREVIEW_LENGTH),
});

/** The inbox: unread first, then newest activity; search matches name, e-mail or any message's text. */
export async function listConversations(em: EntityManager, input: ChatListInput): Promise<ChatListResult> {
  const rows = await inboxPage(em, input, PAGE_SIZE);
  return { conversations: rows.map(toConversation), total: rows[0]?.total ?? 0, page: input.page, pageSize: PAGE_SIZE };
}

async function conversationRow(em: EntityManager, conversationId: string): Promise<InboxRow> {
  const row = await inboxRow(em, conversationId);
  if (!row) throw new AppError('NOT_FOUND', 'That conversation no longer exists.');
  return row;
}

/**
 * One conversation with every message and the guest's bookings under the same e-mail address. Anyone may type
 * any address, so the bookings come only once the visitor has proven it (the e-mailed link, their booking page):
 * a stranger writing as a real guest must not appear to the host with that guest's stays.
 */
export async function conversationDetail(em: EntityManager, conversationId: string): Promise<ChatConversationDetail> {
  const row = await conversationRow(em, conversationId);
  const messages = await messagesAfter(em, conversationId, '0', 2000);
  const bookings = row.emailConfirmed ? await bookingsByEmail(em, row.visitorEmail, BOOKINGS_SHOWN) : [];
  const linked = (await findConversation(em, conversationId))?.bookingId;
  return {
    conversation: toConversation(row),
    messages,
    bookings,
    bookingReference: linked ? await bookingReferenceOf(em, linked) : null,
  };
}

/** One conditional update per change (the lifecycle table in shared/chat/chat-status.ts); repeating a change already made is harmless. */
export async function changeConversation(em: EntityManager, conversationId: string, change: ConversationChange): Promise<ChatConversation> {
  await applyTransition(em, conversationId, change);
  // A block also refuses the visitor's new conversations for a while (chat-block.service.ts), renewed by a repeated block; unblocking lifts it.
  if (change === 'block') await blockNewChats(em, conversationId);
  if (change === 'unblock') await unblockNewChats(em, conversationId);
  return toConversation(await conversationRow(em, conversationId));
}

/** For the admin navigation and the dashboard: conversations with unread guest messages, and those messages. */
export async function unreadCount(em: EntityManager): Promise<ChatUnreadCount> {
  return countUnread(em);
}

/** First messages held for review, counted as the inbox's 'held' filter lists them (for the dashboard). */
export async function heldForReviewCount(em: EntityManager): Promise<number> {
  return countHeldForReview(em);
}
