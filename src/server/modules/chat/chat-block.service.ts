import type { EntityManager } from '@mikro-orm/postgresql';
import { CHAT_BLOCK_DAYS } from '../../../shared/chat/chat.rules';
import { ChatBlockEntity, ChatConversationClientEntity } from './chat-block.entity';
import { ChatConversationEntity } from './chat.entity';

const DAY_MS = 24 * 60 * 60_000;

/** Remembers where a new conversation came from, so a block can reach the same client's next one. */
export async function recordConversationClient(em: EntityManager, conversationId: string, clientHash: string): Promise<void> {
  // Raw: insert … on conflict do nothing; a retried first message records its client once.
  await em.execute('insert into chat_conversation_client (conversation_id, client_hash) values (?, ?) on conflict do nothing', [conversationId, clientHash]);
}

/** Whether a block in force refuses a new conversation from this e-mail address or this client. */
export async function newChatRefused(em: EntityManager, visitor: { email: string; clientHash?: string | undefined }, now = new Date()): Promise<boolean> {
  const reach = [{ email: visitor.email.toLowerCase() }, ...(visitor.clientHash ? [{ clientHash: visitor.clientHash }] : [])];
  return (await em.count(ChatBlockEntity, { blockedUntil: { $gt: now }, $or: reach })) > 0;
}

/** Blocks new conversations from the conversation's e-mail address and client for CHAT_BLOCK_DAYS (again from now when repeated). */
export async function blockNewChats(em: EntityManager, conversationId: string, now = new Date()): Promise<void> {
  const conversation = await em.findOne(ChatConversationEntity, { id: conversationId }, { fields: ['visitorEmail'] });
  if (!conversation) return;
  const client = await em.findOne(ChatConversationClientEntity, { conversationId });
  await em.upsert(
    ChatBlockEntity,
    {
      conversationId,
      email: conversation.visitorEmail.toLowerCase(),
      clientHash: client?.clientHash ?? null,
      blockedUntil: new Date(now.getTime() + CHAT_BLOCK_DAYS * DAY_MS),
      createdAt: now,
    },
    { onConflictFields: ['conversationId'], onConflictMergeFields: ['blockedUntil'] },
  );
}

export async function unblockNewChats(em: EntityManager, conversationId: string): Promise<void> {
  await em.nativeDelete(ChatBlockEntity, { conversationId });
}
