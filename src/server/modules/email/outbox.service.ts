import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxEmail } from '../../../shared/contact/contact.schemas';
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
    createdAt: now,
  });
}

/**
 * Sends what is due. Rows are locked with SKIP LOCKED, so two server
 * processes never send the same e-mail; a failure schedules the next try.
 */
export async function deliverDueEmails(em: EntityManager, send: SendEmail, from: string, now = new Date()): Promise<{ sent: number; failed: number }> {
  return em.transactional(async (tx) => {
    const due = await tx.find(
      OutboxEmailEntity,
      { status: 'pending', nextAttemptAt: { $lte: now } },
      { orderBy: { id: 'asc' }, limit: 20, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    let sent = 0;
    let failed = 0;
    for (const row of due) {
      try {
        await send({
          from,
          kind: row.kind,
          to: row.to,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.attachments ? { attachments: row.attachments } : {}),
        });
        row.status = 'sent';
        row.sentAt = new Date();
        row.lastError = null;
        sent += 1;
      } catch (error) {
        row.attempts += 1;
        row.lastError = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
        row.nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
        failed += 1;
      }
    }
    return { sent, failed };
  });
}

export async function listOutbox(em: EntityManager, limit = 100): Promise<OutboxEmail[]> {
  const rows = await em.find(OutboxEmailEntity, {}, { orderBy: { id: 'desc' }, limit });
  return rows.map((row) => ({
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
  }));
}
