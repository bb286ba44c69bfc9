import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxDetail, OutboxFilter, OutboxList, OutboxRow } from '../../../shared/email/outbox.schemas';
import { OUTBOX_PAGE_SIZE } from '../../../shared/email/outbox.schemas';
import { outboxKindLabel, resendMayChangeAddress } from '../../../shared/email/outbox.rules';
import { EMAIL_TEMPLATES } from '../../../shared/email/email-template.registry';
import { AppError } from '../../../shared/lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { outboxWhere } from './outbox-filter.logic';
import { OutboxAttemptEntity, OutboxEmailEntity, type OutboxEmailRow } from './outbox.entity';
import { enqueueEmail, toOutboxEmail } from './outbox.service';

/** The channel a retried or resent e-mail is announced on, so every process's worker sends it at once. */
export const OUTBOX_WAKE_CHANNEL = 'outbox_wake';

/** The first key of the advisory lock resends take (the second is the e-mail's id). */
const RESEND_LOCK = 52_052;
const RESEND_AGAIN_AFTER_MS = 60_000;

interface ListedRow {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sent';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  created_at: Date | string;
  resent_from_id: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(row: OutboxEmailRow): OutboxRow {
  return { ...toOutboxEmail(row), resentFromId: row.resentFromId ?? null };
}

/** A page of the Sent list, newest first, filtered in the database; `total` is every match, for "showing N of M". */
export async function listOutboxPage(em: EntityManager, filter: OutboxFilter, page: number): Promise<OutboxList> {
  const where = outboxWhere(filter);
  const [rows, counted] = await Promise.all([
    em.execute<ListedRow[]>(
      `select id, kind, "to", subject, status, attempts, last_error, next_attempt_at, sent_at, created_at, resent_from_id
         from outbox_email ${where.sql} order by id desc limit ? offset ?`,
      [...where.params, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE],
    ),
    em.execute<{ total: number }[]>(`select count(*)::int as total from outbox_email ${where.sql}`, where.params),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: iso(row.next_attempt_at),
      sentAt: row.sent_at ? iso(row.sent_at) : null,
      createdAt: iso(row.created_at),
      resentFromId: row.resent_from_id,
    })),
    total: Number(counted[0]?.total ?? 0),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
  };
}

const TEMPLATE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(EMAIL_TEMPLATES.map((template) => [template.kind, template.label]));

/** The kinds the outbox holds, named as the templates name them, for the list's filter. */
export async function outboxKinds(em: EntityManager): Promise<{ kind: string; label: string }[]> {
  const rows = await em.execute<{ kind: string }[]>(`select distinct kind from outbox_email order by kind`);
  return rows.map(({ kind }) => ({ kind, label: outboxKindLabel(kind, TEMPLATE_LABELS) })).sort((a, b) => a.label.localeCompare(b.label));
}

async function findEmail(em: EntityManager, id: number): Promise<OutboxEmailRow> {
  const row = await em.findOne(OutboxEmailEntity, { id });
  if (!row) throw new AppError('NOT_FOUND', 'That e-mail is not in the outbox.');
  return row;
}

/** One e-mail as sent: both parts, its attachments, every try, and the copies resent from it. */
export async function outboxDetail(em: EntityManager, id: number): Promise<OutboxDetail> {
  const row = await findEmail(em, id);
  const [history, resends] = await Promise.all([
    em.find(OutboxAttemptEntity, { outboxEmailId: id }, { orderBy: { at: 'asc', id: 'asc' } }),
    em.find(OutboxEmailEntity, { resentFromId: id }, { orderBy: { id: 'asc' }, fields: ['id', 'to', 'createdAt'] }),
  ]);
  return {
    ...toRow(row),
    replyTo: row.replyTo ?? null,
    text: row.text,
    html: row.html,
    attachments: (row.attachments ?? []).map((file) => ({ ...file, size: Buffer.byteLength(file.content, 'utf8') })),
    history: history.map((attempt) => ({ at: attempt.at.toISOString(), ok: attempt.ok, error: attempt.error ?? null })),
    resends: resends.map((copy) => ({ id: copy.id, to: copy.to, createdAt: copy.createdAt.toISOString() })),
  };
}

async function wakeWorkers(em: EntityManager, id: number): Promise<void> {
  // Sent on commit: a worker woken before then would find nothing new.
  await em.execute(`select pg_notify(?, ?)`, [OUTBOX_WAKE_CHANNEL, `email:${id}`]);
}

/** Tries a waiting or failing e-mail now instead of at its next scheduled try; a sent one is not sent again here. */
export async function retryOutboxEmail(em: EntityManager, id: number, now = new Date()): Promise<OutboxDetail> {
  const row = await findEmail(em, id);
  if (row.status === 'sent') throw new AppError('CONFLICT', 'This e-mail has been sent. Resend it to send it again.');
  const before = row.nextAttemptAt.toISOString();
  await em.nativeUpdate(OutboxEmailEntity, { id, status: 'pending' }, { nextAttemptAt: now });
  await recordAudit(em, { action: 'update', entity: 'outbox_email', entityId: String(id), before: { nextAttemptAt: before }, after: { nextAttemptAt: now.toISOString(), retried: true } });
  await wakeWorkers(em, id);
  em.clear();
  return outboxDetail(em, id);
}

/**
 * A new e-mail with the same subject, parts and attachments, to the same or a corrected address; the original
 * stays as it was, and the copy names it. E-mails carrying an account's link go only to their own address.
 */
export async function resendOutboxEmail(em: EntityManager, input: { id: number; to: string }, now = new Date()): Promise<OutboxDetail> {
  const original = await findEmail(em, input.id);
  const changed = input.to.toLowerCase() !== original.to.toLowerCase();
  if (changed && !resendMayChangeAddress(original.kind)) {
    throw new AppError('BAD_REQUEST', 'This e-mail carries a link into an account, so it can be resent only to its own address.', {
      to: ['This e-mail carries a link into an account, so it can be resent only to its own address.'],
    });
  }
  // One resend of an e-mail at a time, and not the same one twice within a minute (a double press, two tabs).
  await em.execute('select pg_advisory_xact_lock(?, ?)', [RESEND_LOCK, original.id]);
  const [recent] = await em.execute<{ id: number }[]>(
    `select id from outbox_email where resent_from_id = ? and lower("to") = lower(?) and created_at > ? limit 1`,
    [original.id, input.to, new Date(now.getTime() - RESEND_AGAIN_AFTER_MS)],
  );
  if (recent) throw new AppError('CONFLICT', 'This e-mail was resent to that address less than a minute ago. Open the copy to see how it is going.');
  const copy = enqueueEmail(
    em,
    {
      kind: original.kind,
      to: input.to,
      ...(original.replyTo ? { replyTo: original.replyTo } : {}),
      subject: original.subject,
      text: original.text,
      html: original.html,
      ...(original.attachments ? { attachments: original.attachments } : {}),
    },
    now,
  );
  copy.resentFromId = original.id;
  await em.flush();
  await recordAudit(em, { action: 'create', entity: 'outbox_email', entityId: String(copy.id), after: { resentFromId: original.id, to: input.to, subject: original.subject, kind: original.kind } });
  await wakeWorkers(em, copy.id);
  return outboxDetail(em, copy.id);
}
