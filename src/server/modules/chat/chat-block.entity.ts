import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** Where a conversation was started from: the client's address as a keyed hash, never the address itself. */
export const ChatConversationClientEntity = defineEntity({
  name: 'ChatConversationClient',
  tableName: 'chat_conversation_client',
  properties: {
    conversationId: p.uuid().primary(),
    clientHash: p.text(),
  },
});

/**
 * An owner's block of one conversation, beyond the conversation itself: until `blockedUntil`,
 * new conversations from its e-mail address (lower-cased) or its client are refused. Unblocking
 * deletes the row.
 */
export const ChatBlockEntity = defineEntity({
  name: 'ChatBlock',
  tableName: 'chat_block',
  properties: {
    conversationId: p.uuid().primary(),
    email: p.string().length(254),
    clientHash: p.text().nullable(),
    blockedUntil: p.datetime(),
    createdAt: p.datetime(),
  },
  indexes: [
    { name: 'chat_block_email_index', properties: ['email', 'blockedUntil'] },
    { name: 'chat_block_client_index', properties: ['clientHash', 'blockedUntil'] },
  ],
});
