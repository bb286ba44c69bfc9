import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { CHAT_AUTHORS, CHAT_STATUSES } from '../../../shared/chat/chat.schemas';

const p = defineEntity.properties;

/** One visitor's conversation with the host; the visitor is known only by the signed cookie naming it. */
export const ChatConversationEntity = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversation',
  properties: {
    id: p.uuid().primary(),
    visitorName: p.string().length(100),
    visitorEmail: p.string().length(254),
    status: p.enum([...CHAT_STATUSES]),
    /** A first message with too many links waits here until the host releases it (admin.chat.release). */
    heldForReview: p.boolean(),
    createdAt: p.datetime(),
    lastMessageAt: p.datetime(),
    /** The newest message id each side has read: unread is every message of the other side after it. */
    hostReadUpTo: p.bigint('string'),
    guestReadUpTo: p.bigint('string'),
    /** For the e-mail fallback: when the host, or the guest, was last e-mailed about this conversation. */
    lastHostAlertAt: p.datetime().nullable(),
    lastGuestAlertAt: p.datetime().nullable(),
    /** When the visitor proved the e-mail address (the e-mailed link, or their booking page); until then the inbox shows no bookings. */
    emailConfirmedAt: p.datetime().nullable(),
    /** The booking whose page the conversation was opened from (its token proved it). */
    bookingId: p.uuid().nullable(),
    /** Signs the e-mailed links; the host ends them all, and the browsers they opened, by raising it. */
    linkVersion: p.integer().default(1),
  },
  indexes: [{ name: 'chat_conversation_inbox_index', expression: `create index "chat_conversation_inbox_index" on "chat_conversation" ("status", "last_message_at" desc)` }],
});

/** One message; its bigserial id is monotonic and is the cursor every subscription resumes from. */
export const ChatMessageEntity = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  properties: {
    /** A decimal string: the bigserial outgrows a JS number's safe range, and crosses the wire as a string. */
    id: p.bigint('string').primary().autoincrement(),
    conversationId: p.uuid(),
    author: p.enum([...CHAT_AUTHORS]),
    /** The owner's or staff member's account for a host message; kept as a plain id so messages outlive the account. */
    authorUserId: p.uuid().nullable(),
    body: p.string().length(2000),
    clientId: p.string().length(64).nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'chat_message_client_id_unique', properties: ['conversationId', 'clientId'] }],
  indexes: [{ name: 'chat_message_conversation_index', properties: ['conversationId', 'id'] }],
});

export type ChatConversationRow = InferEntity<typeof ChatConversationEntity>;
export type ChatMessageRow = InferEntity<typeof ChatMessageEntity>;
