import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/**
 * One open chat stream: an admin tab's (admin.live.onEvent; 'host' while it shows the chat inbox) or a guest's
 * conversation (chat.onMessage). Kept in PostgreSQL, so every server process
 * knows whether someone is watching; a row not refreshed for a minute counts
 * as gone (its process died), and the alert job sweeps it.
 */
export const ChatPresenceEntity = defineEntity({
  name: 'ChatPresence',
  tableName: 'chat_presence',
  properties: {
    /** The stream's own id, made when it opens. */
    id: p.uuid().primary(),
    kind: p.enum(['host', 'admin', 'guest']),
    accountId: p.uuid().nullable(),
    conversationId: p.uuid().nullable(),
    /** The stream's client (keyed hash of its address), for the per-client cap. */
    clientHash: p.text().nullable(),
    lastSeenAt: p.datetime(),
  },
  indexes: [
    { name: 'chat_presence_kind_index', properties: ['kind', 'conversationId', 'lastSeenAt'] },
    { name: 'chat_presence_client_index', properties: ['clientHash', 'lastSeenAt'] },
  ],
});
