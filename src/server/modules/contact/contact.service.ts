import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactMessage, ContactMessageList, ContactReply, ContactMessageStatus, contactInputSchema, contactMessageListInputSchema } from '../../../shared/contact/contact.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { z } from 'zod';
import { log } from '../../logger';
import { getSiteInfo, hostNotificationEmail } from '../content/content.service';
import { contactMessageToHost } from '../email/email-templates';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail } from '../email/outbox.service';
import { ContactMessageEntity } from './contact.entity';
import { judgeContactFormToken } from './contact-form-token';
import { repliesOf } from './contact-replies.queries';

type ContactInput = z.output<typeof contactInputSchema>;

/** Why a message looks automated: bots fill the hidden field, or come without a form token from 3 s to a day old. */
export function spamReason(input: ContactInput, formSecret: string, now = Date.now()): string | null {
  if (input.website) return 'honeypot';
  const verdict = judgeContactFormToken(formSecret, input.formToken, now);
  return verdict === 'valid' ? null : `${verdict} form token`;
}

/**
 * Stores a guest's message and queues its e-mail to the host in one
 * transaction. Spam gets the same friendly answer and changes nothing, so
 * bots learn nothing.
 */
export async function receiveContactMessage(
  em: EntityManager,
  input: ContactInput,
  options: { formSecret: string; hostEmail?: string | undefined },
): Promise<{ ok: true }> {
  const reason = spamReason(input, options.formSecret);
  if (reason) {
    log.info(`contact: dropped a message that looked automated (${reason})`);
    return { ok: true };
  }
  const site = await getSiteInfo(em);
  const hostEmail = await hostNotificationEmail(em, options.hostEmail);
  await em.transactional(async (tx) => {
    tx.create(ContactMessageEntity, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      createdAt: new Date(),
    });
    const values = {
      site_name: site.site_name,
      sender_name: input.name,
      sender_email: input.email,
      sender_phone: input.phone ? `Phone: ${input.phone}` : '',
      message: input.message,
    };
    const message = contactMessageToHost({ to: hostEmail, siteName: site.site_name, name: input.name, email: input.email, phone: input.phone, message: input.message });
    enqueueEmail(tx, await withOwnerWords(tx, 'contact-message', message, values));
  });
  return { ok: true };
}

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string | Date;
  answered_at: string | Date | null;
  answered_by: string | null;
  answered_by_name: string | null;
}

const MESSAGE_COLUMNS = `m.id, m.name, m.email, m.phone, m.message, m.created_at, m.answered_at, m.answered_by, u.name as answered_by_name
from contact_message m left join app_user u on u.id = m.answered_by`;

const STATUS_WHERE: Record<ContactMessageStatus, string> = {
  all: 'true',
  unanswered: 'm.answered_at is null',
  answered: 'm.answered_at is not null',
};

function toMessage(row: MessageRow, replies: Map<number, ContactReply[]>): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    answeredAt: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    answeredBy: row.answered_by && row.answered_by_name ? { id: row.answered_by, name: row.answered_by_name } : null,
    replies: replies.get(row.id) ?? [],
  };
}

async function withReplies(em: EntityManager, rows: MessageRow[]): Promise<ContactMessage[]> {
  const replies = await repliesOf(em, rows.map((row) => row.id));
  return rows.map((row) => toMessage(row, replies));
}

/** The owner's list: one status, unanswered first and then newest first, a page at a time, with the total. */
export async function listContactMessages(em: EntityManager, input: z.output<typeof contactMessageListInputSchema>): Promise<ContactMessageList> {
  const where = STATUS_WHERE[input.status];
  const [counted] = await em.execute<{ total: number }[]>(`select count(*)::int as total from contact_message m where ${where}`);
  const rows = await em.execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} where ${where} order by m.answered_at is not null, m.created_at desc, m.id desc limit ? offset ?`,
    [input.pageSize, (input.page - 1) * input.pageSize],
  );
  return { items: await withReplies(em, rows), total: counted?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function messageById(em: EntityManager, id: number): Promise<ContactMessage> {
  const [row] = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} where m.id = ?`, [id]);
  if (!row) throw new AppError('NOT_FOUND', 'There is no message from a guest with that id.');
  const [message] = await withReplies(em, [row]);
  return message!;
}

/** Every message written under this address (any case), oldest first, with its replies: for the guest's history. */
export async function contactMessagesByEmail(em: EntityManager, email: string): Promise<ContactMessage[]> {
  const rows = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} where lower(m.email) = ? order by m.created_at, m.id`, [email.toLowerCase()]);
  return withReplies(em, rows);
}

/** Marks a message answered by `by`; one already answered keeps its first time and person. */
export async function markContactMessageAnswered(em: EntityManager, id: number, by: { id: string }, now = new Date()): Promise<ContactMessage> {
  await em.execute('update contact_message set answered_at = ?, answered_by = ? where id = ? and answered_at is null', [now, by.id, id]);
  return messageById(em, id);
}

/** Puts a message back among the unanswered (nothing changes when it already is). */
export async function reopenContactMessage(em: EntityManager, id: number): Promise<ContactMessage> {
  await em.execute('update contact_message set answered_at = null, answered_by = null where id = ? and answered_at is not null', [id]);
  return messageById(em, id);
}

/** Messages still waiting for an answer, however old: marking one answered is what takes it off the count. */
export async function unansweredContactCount(em: EntityManager): Promise<number> {
  return em.count(ContactMessageEntity, { answeredAt: null });
}
