import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** An answer to a guest's contact message, written in the admin and e-mailed to the guest through the outbox. */
export const ContactReplyEntity = defineEntity({
  name: 'ContactReply',
  tableName: 'contact_reply',
  properties: {
    id: p.integer().primary().autoincrement(),
    messageId: p.integer(),
    text: p.text(),
    /** The account that wrote it (app_user.id); null once that account is gone. */
    sentByUserId: p.uuid().nullable(),
    /** The writer's name then, so the thread still says who answered after the account is gone. */
    sentByName: p.string().length(100),
    sentAt: p.datetime(),
  },
  indexes: [{ name: 'contact_reply_message_index', properties: ['messageId', 'id'] }],
});
