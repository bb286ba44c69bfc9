import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { CHAT_CLOSED_NOTICE, CHAT_MAX_LINKS_IN_FIRST_MESSAGE, countLinks } from '../../../shared/chat/chat.rules';
import type { ChatGuestView, ChatMessage, ChatSendResult } from '../../../shared/chat/chat.schemas';
import { hitLimit, type LimitRule } from '../../platform/rate-limit/rate-limit.service';
import { CHAT_CHANNEL } from './chat-hub';
import { newChatRefused, recordConversationClient } from './chat-block.service';

interface MessageRow {
  id: string;
  conversation_id: string;
  author: 'guest' | 'host';
  body: string;
  client_id: string | null;
  created_at: Date;
}

const MESSAGE_COLUMNS = 'id::text as id, conversation_id, author, body, client_id, created_at';
/** The most one read answers; a subscriber reads again at once when a page comes back full. */
export const CHAT_PAGE = 200;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  author: row.author,
  body: row.body,
  clientId: row.client_id,
  createdAt: new Date(row.created_at).toISOString(),
});

const NOT_FOUND = () => new AppError('NOT_FOUND', 'No conversation here yet. Write a first message to start one.');

interface ConversationState {
  id: string;
  status: 'open' | 'resolved' | 'blocked';
  visitor_name: string;
  visitor_email: string;
}

export async function findConversation(em: EntityManager, id: string | null): Promise<ConversationState | null> {
  if (!id) return null;
  const rows = await em.execute<ConversationState[]>('select id, status, visitor_name, visitor_email from chat_conversation where id = ?', [id]);
  return rows[0] ?? null;
}

/**
 * Stores one message unless this conversation already has the browser's `clientId`
 * (a retry after a lost answer), and announces it on commit: pg_notify inside the
 * caller's transaction fires only when the message is there to be read.
 */
async function storeMessage(
  em: EntityManager,
  message: { conversationId: string; author: 'guest' | 'host'; authorUserId: string | null; body: string; clientId: string },
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const inserted = await em.execute<MessageRow[]>(
    `insert into chat_message (conversation_id, author, author_user_id, body, client_id, created_at)
     values (?, ?, ?, ?, ?, now())
     on conflict (conversation_id, client_id) do nothing
     returning ${MESSAGE_COLUMNS}`,
    [message.conversationId, message.author, message.authorUserId, message.body, message.clientId],
  );
  const row = inserted[0];
  if (!row) {
    const existing = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from chat_message where conversation_id = ? and client_id = ?`, [
      message.conversationId,
      message.clientId,
    ]);
    return { message: toChatMessage(existing[0]!), isNew: false };
  }
  await em.execute('update chat_conversation set last_message_at = ? where id = ?', [row.created_at, message.conversationId]);
  await em.execute('select pg_notify(?, ?)', [CHAT_CHANNEL, `${message.conversationId}:${row.id}`]);
  return { message: toChatMessage(row), isNew: true };
}

/**
 * A visitor's first message opens a conversation. A bot that filled the honeypot gets
 * an answer shaped like success, and nothing is stored. A retry of the same first
 * message (same clientId and e-mail) answers the conversation it already made.
 */
export async function startConversation(
  em: EntityManager,
  input: { name: string; email: string; message: string; website?: string | undefined; clientId: string },
  perConversationLimit: Omit<LimitRule, 'key'>,
  /** The caller's client (chatClientHash), so a block can reach its next conversation; absent for callers inside the server. */
  clientHash?: string,
): Promise<{ conversationId: string; stored: boolean; result: ChatSendResult }> {
  if (input.website) {
    const conversationId = randomUUID();
    const now = new Date().toISOString();
    const message: ChatMessage = { id: '1', conversationId, author: 'guest', body: input.message, clientId: input.clientId, createdAt: now };
    return { conversationId, stored: false, result: { status: 'sent', message } };
  }
  const retried = await em.execute<{ conversation_id: string }[]>(
    `select m.conversation_id from chat_message m join chat_conversation c on c.id = m.conversation_id
     where m.client_id = ? and m.author = 'guest' and lower(c.visitor_email) = lower(?) limit 1`,
    [input.clientId, input.email],
  );
  if (retried[0]) {
    const conversationId = retried[0].conversation_id;
    return { conversationId, stored: true, result: await sendGuestMessage(em, conversationId, { body: input.message, clientId: input.clientId }, perConversationLimit) };
  }
  // A blocked visitor's new conversation: the blocked conversation's neutral notice, nothing stored, no cookie.
  if (await newChatRefused(em, { email: input.email, clientHash })) return { conversationId: randomUUID(), stored: false, result: { status: 'closed', notice: CHAT_CLOSED_NOTICE } };
  const held = countLinks(input.message) > CHAT_MAX_LINKS_IN_FIRST_MESSAGE;
  const created = await em.execute<{ id: string }[]>(
    `insert into chat_conversation (visitor_name, visitor_email, status, held_for_review, created_at, last_message_at)
     values (?, ?, 'open', ?, now(), now()) returning id`,
    [input.name, input.email, held],
  );
  const conversationId = created[0]!.id;
  if (clientHash) await recordConversationClient(em, conversationId, clientHash);
  const stored = await storeMessage(em, { conversationId, author: 'guest', authorUserId: null, body: input.message, clientId: input.clientId });
  return { conversationId, stored: true, result: { status: 'sent', message: stored.message } };
}

/**
 * A guest's message. A blocked conversation answers a neutral notice and stores
 * nothing, so nothing reaches the host; a resolved one opens again.
 */
export async function sendGuestMessage(
  em: EntityManager,
  conversationId: string,
  input: { body: string; clientId: string },
  perConversationLimit: Omit<LimitRule, 'key'>,
): Promise<ChatSendResult> {
  const conversation = await findConversation(em, conversationId);
  if (!conversation) throw NOT_FOUND();
  if (conversation.status === 'blocked') return { status: 'closed', notice: CHAT_CLOSED_NOTICE };
  const outcome = await hitLimit(em, { key: `chatConversation:${conversationId}`, ...perConversationLimit });
  if (!outcome.allowed) throw new AppError('TOO_MANY_REQUESTS', 'Too many messages at once. Please wait a few minutes and try again.');
  const { message, isNew } = await storeMessage(em, { conversationId, author: 'guest', authorUserId: null, body: input.body, clientId: input.clientId });
  if (isNew && conversation.status === 'resolved') await em.execute(`update chat_conversation set status = 'open' where id = ?`, [conversationId]);
  return { status: 'sent', message };
}

/** A host's reply; the same idempotency by clientId as the guest's. */
export async function replyAsHost(
  em: EntityManager,
  input: { conversationId: string; body: string; clientId: string; userId: string },
): Promise<ChatMessage> {
  const conversation = await findConversation(em, input.conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', 'That conversation no longer exists.');
  const { message } = await storeMessage(em, {
    conversationId: input.conversationId,
    author: 'host',
    authorUserId: input.userId,
    body: input.body,
    clientId: input.clientId,
  });
  // Replying reads everything before the reply.
  await markHostRead(em, input.conversationId);
  return message;
}

/** Messages of one conversation after `cursor` (a message id), oldest first. */
export async function messagesAfter(em: EntityManager, conversationId: string, cursor: string, limit = CHAT_PAGE): Promise<ChatMessage[]> {
  const rows = await em.execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} from chat_message where conversation_id = ? and id > ?::bigint order by id limit ?`,
    [conversationId, cursor, limit],
  );
  return rows.map(toChatMessage);
}

/** Messages of every conversation in the inbox after `cursor`: none from conversations held for review or blocked. */
export async function inboxMessagesAfter(em: EntityManager, cursor: string, limit = CHAT_PAGE): Promise<ChatMessage[]> {
  const rows = await em.execute<MessageRow[]>(
    `select m.id::text as id, m.conversation_id, m.author, m.body, m.client_id, m.created_at from chat_message m
     join chat_conversation c on c.id = m.conversation_id
     where m.id > ?::bigint and not c.held_for_review and c.status <> 'blocked'
     order by m.id limit ?`,
    [cursor, limit],
  );
  return rows.map(toChatMessage);
}

/** The newest message id anywhere: where a live inbox without a cursor starts. */
export async function latestMessageId(em: EntityManager): Promise<string> {
  const rows = await em.execute<{ id: string }[]>('select coalesce(max(id), 0)::text as id from chat_message');
  return rows[0]!.id;
}

export async function guestView(em: EntityManager, conversationId: string, after = '0'): Promise<ChatGuestView | null> {
  const conversation = await findConversation(em, conversationId);
  if (!conversation) return null;
  const messages = await messagesAfter(em, conversationId, after, 1000);
  const unread = await em.execute<{ unread: number }[]>(
    `select count(*)::int as unread from chat_message m join chat_conversation c on c.id = m.conversation_id
     where m.conversation_id = ? and m.author = 'host' and m.id > c.guest_read_up_to`,
    [conversationId],
  );
  return { conversationId, name: conversation.visitor_name, messages, unread: unread[0]!.unread };
}

export async function markGuestRead(em: EntityManager, conversationId: string): Promise<void> {
  await em.execute(
    `update chat_conversation set guest_read_up_to = greatest(guest_read_up_to,
       coalesce((select max(id) from chat_message where conversation_id = ? and author = 'host'), 0)) where id = ?`,
    [conversationId, conversationId],
  );
}

export async function markHostRead(em: EntityManager, conversationId: string): Promise<void> {
  await em.execute(
    `update chat_conversation set host_read_up_to = greatest(host_read_up_to,
       coalesce((select max(id) from chat_message where conversation_id = ? and author = 'guest'), 0)) where id = ?`,
    [conversationId, conversationId],
  );
}
