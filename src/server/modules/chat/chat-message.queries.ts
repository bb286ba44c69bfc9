import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage } from '../../../shared/chat/chat.schemas';
import { UNBLOCKED_STATUSES } from '../../../shared/chat/chat-status';
import { ChatMessageEntity, type ChatMessageRow } from './chat.entity';
import { CHAT_CHANNEL } from './chat-hub';

/** The table chat_message: a conversation's messages, in id order (the bigserial is every stream's cursor). */

type StoredMessage = Pick<ChatMessageRow, 'id' | 'conversationId' | 'author' | 'body' | 'clientId' | 'createdAt'>;

export const toChatMessage = (row: StoredMessage): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  author: row.author,
  body: row.body,
  clientId: row.clientId ?? null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Column list aliased to the entity's property names, for the raw statements below. */
const MESSAGE_COLUMNS = (alias: string) =>
  `${alias}.id::text as id, ${alias}.conversation_id as "conversationId", ${alias}.author, ${alias}.body, ${alias}.client_id as "clientId", ${alias}.created_at as "createdAt"`;

/** The new message, or null when the conversation already has one with this clientId (a retry after a lost answer). */
export async function insertMessageOnce(
  em: EntityManager,
  message: Pick<ChatMessageRow, 'conversationId' | 'author' | 'authorUserId' | 'body'> & { clientId: string },
): Promise<StoredMessage | null> {
  // Raw: insert … on conflict do nothing returning, so a retry racing the first send stores one message, not an error.
  const inserted = await em.execute<StoredMessage[]>(
    `insert into chat_message (conversation_id, author, author_user_id, body, client_id, created_at)
     values (?, ?, ?, ?, ?, now())
     on conflict (conversation_id, client_id) do nothing
     returning ${MESSAGE_COLUMNS('chat_message')}`,
    [message.conversationId, message.author, message.authorUserId, message.body, message.clientId],
  );
  return inserted[0] ?? null;
}

export async function messageByClientId(em: EntityManager, conversationId: string, clientId: string): Promise<StoredMessage | null> {
  return em.findOne(ChatMessageEntity, { conversationId, clientId });
}

/** Announces a stored message to every process's LISTEN hub; inside the caller's transaction it fires only on commit. */
export async function notifyMessage(em: EntityManager, conversationId: string, messageId: string): Promise<void> {
  // Raw: pg_notify has no ORM spelling.
  await em.execute('select pg_notify(?, ?)', [CHAT_CHANNEL, `${conversationId}:${messageId}`]);
}

/** Messages of one conversation after `cursor` (a message id), oldest first. */
export async function messagesAfter(em: EntityManager, conversationId: string, cursor: string, limit: number): Promise<ChatMessage[]> {
  const rows = await em.find(ChatMessageEntity, { conversationId, id: { $gt: cursor } }, { orderBy: { id: 'asc' }, limit });
  return rows.map(toChatMessage);
}

/** Messages of every conversation the inbox shows (none held for review or blocked) after `cursor`. */
export async function inboxMessagesAfter(em: EntityManager, cursor: string, limit: number): Promise<ChatMessage[]> {
  const statuses = UNBLOCKED_STATUSES;
  // Raw: one join on the conversation's state, the hot path of every open inbox (a subquery per message would not do).
  const rows = await em.execute<StoredMessage[]>(
    `select ${MESSAGE_COLUMNS('m')} from chat_message m join chat_conversation c on c.id = m.conversation_id
     where m.id > ?::bigint and not c.held_for_review and c.status in (${statuses.map(() => '?').join(', ')})
     order by m.id limit ?`,
    [cursor, ...statuses, limit],
  );
  return rows.map(toChatMessage);
}

/** The newest message id anywhere ('0' when none): where a live inbox without a cursor starts. */
export async function latestMessageId(em: EntityManager): Promise<string> {
  const [newest] = await em.find(ChatMessageEntity, {}, { orderBy: { id: 'desc' }, fields: ['id'], limit: 1 });
  return newest?.id ?? '0';
}

/** The newest message id of one side in a conversation ('0' when none). */
export async function newestMessageIdOf(em: EntityManager, conversationId: string, author: ChatMessageRow['author']): Promise<string> {
  const newest = await em.findOne(ChatMessageEntity, { conversationId, author }, { orderBy: { id: 'desc' }, fields: ['id'] });
  return newest?.id ?? '0';
}

/** How many of one side's messages come after `readUpTo`. */
export async function countAfter(em: EntityManager, conversationId: string, author: ChatMessageRow['author'], readUpTo: string): Promise<number> {
  return em.count(ChatMessageEntity, { conversationId, author, id: { $gt: readUpTo } });
}

/** The conversations where a guest already sent a message with this clientId (a retried first message finds its own). */
export async function conversationsWithGuestClientId(em: EntityManager, clientId: string): Promise<string[]> {
  const rows = await em.find(ChatMessageEntity, { clientId, author: 'guest' }, { fields: ['conversationId'], limit: 50 });
  return rows.map((row) => row.conversationId);
}
