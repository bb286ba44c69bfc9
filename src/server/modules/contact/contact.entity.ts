import { defineEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

export const ContactMessageEntity = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(40).nullable(),
    message: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When the owner or staff marked it answered; null while it waits (or after a reopen). */
    answeredAt: p.datetime().nullable(),
    /** The account that marked it answered (app_user.id). */
    answeredBy: p.uuid().nullable(),
  },
});
