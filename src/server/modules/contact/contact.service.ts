import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactMessage, contactInputSchema } from '../../../shared/contact/contact.schemas';
import type { z } from 'zod';
import { log } from '../../logger';
import { getSiteInfo } from '../content/content.service';
import { contactMessageToHost } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox.service';
import { ContactMessageEntity } from './contact.entity';
import { judgeContactFormToken } from './contact-form-token';

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
  await em.transactional(async (tx) => {
    tx.create(ContactMessageEntity, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      createdAt: new Date(),
    });
    enqueueEmail(
      tx,
      contactMessageToHost({
        to: options.hostEmail ?? site.contact_email,
        siteName: site.site_name,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
      }),
    );
  });
  return { ok: true };
}

export async function listContactMessages(em: EntityManager, limit = 200): Promise<ContactMessage[]> {
  const rows = await em.find(ContactMessageEntity, {}, { orderBy: { id: 'desc' }, limit });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
