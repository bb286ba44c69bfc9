import { randomUUID } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatListInput } from '../../../shared/chat/chat.schemas';
import { CHAT_FILTER_STATES, CHAT_TRANSITIONS, type ChatStatus, type ConversationChange } from '../../../shared/chat/chat-status';
import { ChatConversationEntity, type ChatConversationRow } from './chat.entity';

/** The table chat_conversation: one visitor's conversation, its status, what each side has read, its links. */

export async function findConversation(em: EntityManager, id: string | null): Promise<ChatConversationRow | null> {
  if (!id) return null;
  // Fresh from the database: a change earlier in the same call went through a conditional update, not this entity.
  return em.findOne(ChatConversationEntity, { id }, { refresh: true });
}

export async function insertConversation(em: EntityManager, visitor: Pick<ChatConversationRow, 'visitorName' | 'visitorEmail' | 'heldForReview'>): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await em.insert(ChatConversationEntity, {
    id,
    ...visitor,
    status: CHAT_TRANSITIONS.start.to,
    createdAt: now,
    lastMessageAt: now,
    hostReadUpTo: '0',
    guestReadUpTo: '0',
  });
  return id;
}

/** Among `ids`, the conversation written under this e-mail address (any case). */
export async function conversationWithEmail(em: EntityManager, ids: string[], email: string): Promise<string | null> {
  if (ids.length === 0) return null;
  const rows = await em.find(ChatConversationEntity, { id: { $in: ids } }, { fields: ['visitorEmail'] });
  return rows.find((row) => row.visitorEmail.toLowerCase() === email.toLowerCase())?.id ?? null;
}

export async function setLastMessageAt(em: EntityManager, id: string, at: Date): Promise<void> {
  await em.nativeUpdate(ChatConversationEntity, { id }, { lastMessageAt: at });
}

/**
 * One conditional update per transition: it changes the status only from one of the table's from-states (release:
 * only while held), so a repeated change or a stale screen changes nothing. Returns whether this call changed it.
 */
export async function applyTransition(em: EntityManager, id: string, transition: ConversationChange | 'guestWrites'): Promise<boolean> {
  const rule = CHAT_TRANSITIONS[transition];
  const from = { id, status: { $in: [...rule.from] as ChatStatus[] } };
  const changed =
    transition === 'release'
      ? await em.nativeUpdate(ChatConversationEntity, { ...from, heldForReview: true }, { heldForReview: false })
      : await em.nativeUpdate(ChatConversationEntity, from, { status: rule.to });
  return changed > 0;
}

/** Moves a side's read mark up to `messageId`, never back (two tabs marking at once). */
export async function markReadUpTo(em: EntityManager, id: string, side: 'host' | 'guest', messageId: string): Promise<void> {
  if (side === 'host') await em.nativeUpdate(ChatConversationEntity, { id, hostReadUpTo: { $lt: messageId } }, { hostReadUpTo: messageId });
  else await em.nativeUpdate(ChatConversationEntity, { id, guestReadUpTo: { $lt: messageId } }, { guestReadUpTo: messageId });
}

/** The conversation's link key version; null when there is no such conversation. */
export async function linkVersionOf(em: EntityManager, id: string): Promise<number | null> {
  const row = await em.findOne(ChatConversationEntity, { id }, { fields: ['linkVersion'], refresh: true });
  return row?.linkVersion ?? null;
}

/** Raises the link key version; false when there is no such conversation. */
export async function raiseLinkVersion(em: EntityManager, id: string): Promise<boolean> {
  // In the database, not read-then-write: two ends at once both count.
  return (await em.nativeUpdate(ChatConversationEntity, { id }, { linkVersion: raw('link_version + 1') })) > 0;
}

/** Records the first proof of the visitor's e-mail address; later ones keep its time. */
export async function confirmEmailOnce(em: EntityManager, id: string, now = new Date()): Promise<void> {
  await em.nativeUpdate(ChatConversationEntity, { id, emailConfirmedAt: null }, { emailConfirmedAt: now });
}

/** Links the conversation to the booking it was opened from, unless it is linked already. */
export async function linkBookingOnce(em: EntityManager, id: string, bookingId: string): Promise<void> {
  await em.nativeUpdate(ChatConversationEntity, { id, bookingId: null }, { bookingId });
}

/** The conversation most recently active that was opened from this booking's page. */
export async function conversationOfBooking(em: EntityManager, bookingId: string): Promise<string | null> {
  const row = await em.findOne(ChatConversationEntity, { bookingId }, { orderBy: { lastMessageAt: 'desc' }, fields: ['id'] });
  return row?.id ?? null;
}

/** Conversations with one of `statuses` and, unless null, held for review or not: as SQL for the raw statements, status words as parameters. */
export function stateCondition(alias: string, state: { statuses: readonly ChatStatus[]; held: boolean | null }): { sql: string; params: unknown[] } {
  const held = state.held === null ? '' : ` and ${state.held ? '' : 'not '}${alias}.held_for_review`;
  return { sql: `${alias}.status in (${state.statuses.map(() => '?').join(', ')})${held}`, params: [...state.statuses] };
}

/** First messages held for review, counted as the inbox's 'held' filter lists them (for the dashboard). */
export async function countHeldForReview(em: EntityManager): Promise<number> {
  return em.count(ChatConversationEntity, { status: { $in: [...CHAT_FILTER_STATES.held.statuses] }, heldForReview: true });
}

/** A conversation as the inbox lists it: the entity's columns plus the counts and the preview computed per row. */
export type InboxRow = Pick<ChatConversationRow, 'id' | 'visitorName' | 'visitorEmail' | 'status' | 'heldForReview' | 'createdAt' | 'lastMessageAt'> & {
  emailConfirmed: boolean;
  blockedUntil: Date | null;
  unread: number;
  preview: string | null;
  total?: number;
};

// Raw: the inbox's correlated counts (unread, the newest message, a block in force) are one pass per page, not a query per row.
const INBOX_SELECT = `select c.id, c.visitor_name as "visitorName", c.visitor_email as "visitorEmail", c.status, c.held_for_review as "heldForReview",
  c.email_confirmed_at is not null as "emailConfirmed", c.created_at as "createdAt", c.last_message_at as "lastMessageAt",
  (select count(*)::int from chat_message u where u.conversation_id = c.id and u.author = 'guest' and u.id > c.host_read_up_to) as unread,
  (select p.body from chat_message p where p.conversation_id = c.id order by p.id desc limit 1) as preview,
  (select b.blocked_until from chat_block b where b.conversation_id = c.id and b.blocked_until > now()) as "blockedUntil"`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of the inbox: unread first, then newest activity; search matches name, e-mail or any message's text. */
export async function inboxPage(em: EntityManager, input: ChatListInput, pageSize: number): Promise<InboxRow[]> {
  const state = stateCondition('c', CHAT_FILTER_STATES[input.filter]);
  const where = [state.sql];
  const params: unknown[] = [...state.params];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    where.push(`((c.visitor_name || ' ' || c.visitor_email) ilike ? or exists (select 1 from chat_message s where s.conversation_id = c.id and s.body ilike ?))`);
    params.push(pattern, pattern);
  }
  return em.execute<InboxRow[]>(
    `select * from (${INBOX_SELECT}, count(*) over ()::int as total from chat_conversation c where ${where.join(' and ')}) listed
     order by (unread > 0) desc, "lastMessageAt" desc, id
     limit ? offset ?`,
    [...params, pageSize, (input.page - 1) * pageSize],
  );
}

export async function inboxRow(em: EntityManager, id: string): Promise<InboxRow | null> {
  const rows = await em.execute<InboxRow[]>(`${INBOX_SELECT} from chat_conversation c where c.id = ?`, [id]);
  return rows[0] ?? null;
}

/** Conversations the open inbox shows with unread guest messages, and those messages. */
export async function countUnread(em: EntityManager): Promise<{ conversations: number; messages: number }> {
  const open = stateCondition('c', CHAT_FILTER_STATES.open);
  // Raw: a count over a join on each conversation's own read mark.
  const rows = await em.execute<{ conversations: number; messages: number }[]>(
    `select count(distinct c.id)::int as conversations, count(m.id)::int as messages
     from chat_conversation c join chat_message m on m.conversation_id = c.id and m.author = 'guest' and m.id > c.host_read_up_to
     where ${open.sql}`,
    open.params,
  );
  return rows[0]!;
}
