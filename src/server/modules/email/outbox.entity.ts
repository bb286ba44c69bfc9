import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail is written here in the same transaction as the change that
 * causes it, then sent by the worker: an SMTP outage delays mail, never loses it.
 */
export const OutboxEmailEntity = defineEntity({
  name: 'OutboxEmail',
  tableName: 'outbox_email',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(60),
    to: p.string().length(254),
    replyTo: p.string().length(254).nullable(),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    /** Small text attachments (a booking's .ics), sent with the message. */
    attachments: p.json<EmailAttachment[]>().nullable(),
    status: p.enum(['pending', 'sent'] as const),
    attempts: p.integer(),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    /** A worker's lease while it sends: others skip the row until then; a lapsed lease (a crash mid-send) lets it be retried. */
    claimedUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The e-mail this one is a copy of (Resend in Emails → Sent); the original is never changed. */
    resentFromId: p.integer().nullable(),
  },
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
});
export type OutboxEmailRow = InferEntity<typeof OutboxEmailEntity>;

/** One try at handing an e-mail to the mail server, written by the worker: the e-mail's delivery history. */
export const OutboxAttemptEntity = defineEntity({
  name: 'OutboxAttempt',
  tableName: 'outbox_attempt',
  properties: {
    id: p.bigint().primary().autoincrement(),
    outboxEmailId: p.integer(),
    at: p.datetime(),
    ok: p.boolean(),
    error: p.text().nullable(),
  },
});
