import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxEmail, OutboxMessage } from '../../../shared/contact/contact.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { OutboxEmailEntity, type EmailAttachment, type OutboxEmailRow } from './outbox.entity';
import { retryDelayMs } from './outbox.logic';

export interface EmailMessage {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** What actually talks SMTP; tests pass a real nodemailer transport to a local server. */
export type SendEmail = (message: EmailMessage & { from: string }) => Promise<void>;

/** Queues an e-mail in the caller's unit of work: it is sent only if that work commits. */
export function enqueueEmail(em: EntityManager, message: EmailMessage, now = new Date()): OutboxEmailRow {
  return em.create(OutboxEmailEntity, {
    ...message,
    replyTo: message.replyTo ?? null,
    attachments: message.attachments ?? null,
    status: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
    sentAt: null,
    claimedUntil: null,
    createdAt: now,
  });
}

/**
 * Queues an e-mail in one INSERT … SELECT that writes it only when `condition`
 * (an SQL boolean) holds, in the caller's transaction. The statement runs
 * whether or not the e-mail is written: for a path that must take the same
 * work and time either way (the password reset, whose answer must not reveal
 * whether an account exists).
 */
export async function enqueueEmailWhere(em: EntityManager, message: EmailMessage, condition: { sql: string; params: unknown[] }, now = new Date()): Promise<void> {
  await em.execute(
    `insert into outbox_email (kind, "to", reply_to, subject, text, html, attachments, status, attempts, last_error, next_attempt_at, sent_at, claimed_until, created_at)
     select ?, ?, ?, ?, ?, ?, ?::jsonb, 'pending', 0, null, ?, null, null, ? where ${condition.sql}`,
    [
      message.kind,
      message.to,
      message.replyTo ?? null,
      message.subject,
      message.text,
      message.html,
      message.attachments ? JSON.stringify(message.attachments) : null,
      now,
      now,
      ...condition.params,
    ],
    'run',
  );
}

/** How long a worker may take to send one claimed e-mail before another may try it (above the transport's own timeouts). */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const ROUND_SIZE = 20;

interface ClaimedRow {
  id: number;
  kind: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[] | string | null;
  attempts: number;
}

/**
 * Sends what is due, one e-mail at a time: each is claimed with a lease in one
 * short statement (SKIP LOCKED, so two server processes never claim the same
 * row), sent with no transaction or lock open, then marked sent or scheduled
 * for its next try. A worker that dies mid-send leaves a lease that lapses, and
 * the e-mail is tried again (at least once, never lost).
 */
export async function deliverDueEmails(
  em: EntityManager,
  send: SendEmail,
  from: string,
  now = new Date(),
  leaseMs = OUTBOX_LEASE_MS,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const startedAt = Date.now();
  for (let round = 0; round < ROUND_SIZE; round += 1) {
    // Each lease runs from its own claim, however long the sends before it took.
    const claimedAt = new Date(now.getTime() + (Date.now() - startedAt));
    const claimedUntil = new Date(claimedAt.getTime() + leaseMs);
    const [row] = await em.execute<ClaimedRow[]>(
      `update outbox_email set claimed_until = ?
        where id = (select id from outbox_email
                     where status = 'pending' and next_attempt_at <= ? and (claimed_until is null or claimed_until <= ?)
                     order by id limit 1 for update skip locked)
        returning id, kind, "to", reply_to, subject, text, html, attachments, attempts`,
      [claimedUntil, claimedAt, claimedAt],
    );
    if (!row) break;
    const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as EmailAttachment[]) : row.attachments;
    try {
      await send({
        from,
        kind: row.kind,
        to: row.to,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(attachments ? { attachments } : {}),
      });
      const sentAt = new Date();
      // The e-mail and its history in one statement: a try is recorded exactly when its outcome is.
      await em.execute(
        `with sent as (update outbox_email set status = 'sent', sent_at = ?, last_error = null, claimed_until = null where id = ? returning id)
         insert into outbox_attempt (outbox_email_id, at, ok, error) select id, ?, true, null from sent`,
        [sentAt, row.id, sentAt],
        'run',
      );
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await em.execute(
        `with failed as (update outbox_email set attempts = ?, last_error = ?, next_attempt_at = ?, claimed_until = null where id = ? and status = 'pending' returning id)
         insert into outbox_attempt (outbox_email_id, at, ok, error) select id, ?, false, ? from failed`,
        [attempts, lastError, new Date(now.getTime() + retryDelayMs(attempts)), row.id, new Date(), lastError],
        'run',
      );
      failed += 1;
    }
  }
  return { sent, failed };
}

/** An outbox row as the admin's lists show it. */
export function toOutboxEmail(row: OutboxEmailRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOutbox(em: EntityManager, limit = 100): Promise<OutboxEmail[]> {
  const rows = await em.find(OutboxEmailEntity, {}, { orderBy: { id: 'desc' }, limit });
  return rows.map(toOutboxEmail);
}

/** One e-mail as the owner opens it from the outbox (a reset link can be read there when no mail server sends it). */
export async function getOutboxMessage(em: EntityManager, id: number): Promise<OutboxMessage> {
  const row = await em.findOne(OutboxEmailEntity, { id });
  if (!row) throw new AppError('NOT_FOUND', 'That e-mail is not in the outbox.');
  return {
    ...toOutboxEmail(row),
    replyTo: row.replyTo ?? null,
    text: row.text,
    attachments: (row.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/**
 * Mail the owner should hear about: pending messages that failed an attempt or have waited since before
 * `stuckSince` (`stuck`), and how many of those failed (`failing`). One count over the pending rows.
 */
export async function outboxBacklog(em: EntityManager, stuckSince: Date): Promise<{ stuck: number; failing: number }> {
  const [row] = await em.execute<{ failing: number; stuck: number }[]>(
    `select count(*) filter (where attempts > 0)::int as failing, count(*)::int as stuck
     from outbox_email where status = 'pending' and (attempts > 0 or created_at < ?)`,
    [stuckSince],
  );
  return { stuck: Number(row?.stuck ?? 0), failing: Number(row?.failing ?? 0) };
}

/** For Settings → Site: when the last e-mail went out, and how many wait to be sent. */
export async function outboxDelivery(em: EntityManager): Promise<{ lastDeliveredAt: Date | null; backlog: number }> {
  const [row] = await em.execute<{ last_sent: Date | null; backlog: number }[]>(
    `select max(sent_at) as last_sent, count(*) filter (where status = 'pending')::int as backlog from outbox_email`,
  );
  return { lastDeliveredAt: row?.last_sent ? new Date(row.last_sent) : null, backlog: Number(row?.backlog ?? 0) };
}
