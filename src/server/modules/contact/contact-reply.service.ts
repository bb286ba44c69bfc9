import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ContactMessage, contactReplyInputSchema } from '../../../shared/contact/contact.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import { getSiteInfo } from '../content/content.service';
import { withOwnerWords } from '../email/email-template.service';
import { contactReplyToGuest, contactReplyValues } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox.service';
import { ContactReplyEntity } from './contact-reply.entity';
import { messageById } from './contact.service';

interface AnsweredMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: string | Date;
}

/**
 * Answers a guest's message from the admin: the reply is stored under the message, its e-mail to the guest is
 * queued in the outbox, and the message is marked answered by the writer (one already answered keeps its first
 * answer), all in one transaction. The guest's reply to that e-mail reaches the site's contact address, as the
 * booking e-mails' do.
 */
export async function replyToContactMessage(
  em: EntityManager,
  input: z.output<typeof contactReplyInputSchema>,
  writer: { id: string; name: string },
  now = new Date(),
): Promise<ContactMessage> {
  const site = await getSiteInfo(em);
  await em.transactional(async (tx) => {
    // Locked, so a reopen or a second reply waits for this one.
    const [message] = await tx.execute<AnsweredMessage[]>('select id, name, email, message, created_at from contact_message where id = ? for update', [input.id]);
    if (!message) throw new AppError('NOT_FOUND', 'There is no message from a guest with that id.');
    tx.create(ContactReplyEntity, { messageId: message.id, text: input.text, sentByUserId: writer.id, sentByName: writer.name.slice(0, 100), sentAt: now });
    const reply = {
      to: message.email,
      replyTo: site.contact_email,
      siteName: site.site_name,
      guestName: message.name,
      reply: input.text,
      writer: writer.name,
      original: { message: message.message, writtenOn: todayAtProperty(new Date(message.created_at)) },
    };
    enqueueEmail(tx, await withOwnerWords(tx, 'contact-reply', contactReplyToGuest(reply), contactReplyValues(reply)), now);
    await tx.execute('update contact_message set answered_at = ?, answered_by = ? where id = ? and answered_at is null', [now, writer.id, message.id]);
  });
  return messageById(em, input.id);
}
