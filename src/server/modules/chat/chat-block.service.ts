import type { EntityManager } from '@mikro-orm/postgresql';
import { CHAT_BLOCK_DAYS } from '../../../shared/chat/chat.rules';

const DAY_MS = 24 * 60 * 60_000;

/** Remembers where a new conversation came from, so a block can reach the same client's next one. */
export async function recordConversationClient(em: EntityManager, conversationId: string, clientHash: string): Promise<void> {
  await em.execute('insert into chat_conversation_client (conversation_id, client_hash) values (?, ?) on conflict do nothing', [conversationId, clientHash]);
}

/** Whether a block in force refuses a new conversation from this e-mail address or this client. */
export async function newChatRefused(em: EntityManager, visitor: { email: string; clientHash?: string | undefined }, now = new Date()): Promise<boolean> {
  const rows = await em.execute<{ refused: boolean }[]>(
    `select exists (select 1 from chat_block where blocked_until > ? and (email = lower(?) or client_hash = ?)) as refused`,
    [now, visitor.email, visitor.clientHash ?? null],
  );
  return rows[0]!.refused;
}

/** Blocks new conversations from the conversation's e-mail address and client for CHAT_BLOCK_DAYS (again from now when repeated). */
export async function blockNewChats(em: EntityManager, conversationId: string, now = new Date()): Promise<void> {
  await em.execute(
    `insert into chat_block (conversation_id, email, client_hash, blocked_until, created_at)
     select c.id, lower(c.visitor_email), o.client_hash, ?, ? from chat_conversation c
     left join chat_conversation_client o on o.conversation_id = c.id where c.id = ?
     on conflict (conversation_id) do update set blocked_until = excluded.blocked_until`,
    [new Date(now.getTime() + CHAT_BLOCK_DAYS * DAY_MS), now, conversationId],
  );
}

export async function unblockNewChats(em: EntityManager, conversationId: string): Promise<void> {
  await em.execute('delete from chat_block where conversation_id = ?', [conversationId]);
}

/** For the inbox's conversation rows: until when new chats from this conversation's visitor are refused (null once over). */
export const BLOCKED_UNTIL_COLUMN = `(select b.blocked_until from chat_block b where b.conversation_id = c.id and b.blocked_until > now()) as blocked_until`;
