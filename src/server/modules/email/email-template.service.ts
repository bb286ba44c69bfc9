import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { EMAIL_TEMPLATES, templateDefinition, type EmailTemplateKind } from '../../../shared/email/email-template.registry';
import type { EmailTemplate, EmailTemplateInput, EmailTemplatePreview, EmailTemplatePreviewInput, PreviewBooking } from '../../../shared/email/email-template.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { log } from '../../logger';
import type { ServerConfig } from '../../trpc/context';
import { getSiteInfo } from '../content/content.service';
import { EmailTemplateEntity } from './email-template.entity';
import { enqueueEmail, type EmailMessage } from './outbox.service';
import { renderTemplate } from './template-render';

type Words = { subject: string; body: string };

async function storedWords(em: EntityManager, kind: EmailTemplateKind): Promise<Words | null> {
  const row = await em.findOne(EmailTemplateEntity, { kind });
  return row ? { subject: row.subject, body: row.body } : null;
}

function rendered(kind: string, words: Words, values: Readonly<Record<string, string>>, siteName: string) {
  return renderTemplate(words, values, siteName, (name) => log.warn(`E-mail template ${kind} uses {{${name}}}, which has no value: rendered empty`));
}

/**
 * For the e-mails whose default is built in code (today's exact output): the message as built when the owner
 * never edited its template, else the owner's words rendered with `values` (envelope and attachments kept).
 */
export async function withOwnerWords(em: EntityManager, kind: EmailTemplateKind, message: EmailMessage, values: Readonly<Record<string, string>>): Promise<EmailMessage> {
  const words = await storedWords(em, kind);
  if (!words) return message;
  const siteName = values.site_name ?? (await getSiteInfo(em)).site_name;
  return { ...message, ...rendered(kind, words, values, siteName) };
}

export async function listEmailTemplates(em: EntityManager): Promise<EmailTemplate[]> {
  const rows = await em.find(EmailTemplateEntity, {});
  return EMAIL_TEMPLATES.map((definition) => {
    const row = rows.find((candidate) => candidate.kind === definition.kind);
    return {
      kind: definition.kind,
      label: definition.label,
      recipient: definition.recipient,
      variables: [...definition.variables],
      subject: row?.subject ?? definition.subject,
      body: row?.body ?? definition.body,
      defaultSubject: definition.subject,
      defaultBody: definition.body,
      edited: Boolean(row),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

async function one(em: EntityManager, kind: EmailTemplateKind): Promise<EmailTemplate> {
  return (await listEmailTemplates(em)).find((template) => template.kind === kind)!;
}

/** Saves the owner's words (already checked against the kind's variables by the input schema). */
export async function saveEmailTemplate(em: EntityManager, input: EmailTemplateInput): Promise<EmailTemplate> {
  const row = await em.findOne(EmailTemplateEntity, { kind: input.kind });
  if (row) em.assign(row, { subject: input.subject, body: input.body });
  else em.create(EmailTemplateEntity, { kind: input.kind, subject: input.subject, body: input.body, updatedAt: new Date() });
  await em.flush();
  return one(em, input.kind);
}

/** Back to the default text: the owner's row goes. */
export async function restoreEmailTemplate(em: EntityManager, kind: EmailTemplateKind): Promise<EmailTemplate> {
  await em.nativeDelete(EmailTemplateEntity, { kind });
  return one(em, kind);
}

/** The most recent bookings, for a preview with real values. */
export async function previewBookings(em: EntityManager): Promise<PreviewBooking[]> {
  const rows = await em.execute<{ id: string; reference: string; guest_name: string | null; check_in: string }[]>(
    `select id, reference, guest_name, check_in::text as check_in from booking where status <> 'hold' order by created_at desc, id desc limit 10`,
  );
  return rows.map((row) => ({ id: row.id, label: `${row.reference}, ${row.guest_name ?? 'Guest'}, from ${row.check_in}` }));
}

/** Values from a real booking, when one is asked for; the module that owns bookings supplies them. */
export type BookingValues = (em: EntityManager, config: ServerConfig, bookingId: string) => Promise<Record<string, string> | null>;

async function previewValues(em: EntityManager, config: ServerConfig, kind: EmailTemplateKind, bookingId: string | null, bookingValues: BookingValues) {
  const site = await getSiteInfo(em);
  const samples = Object.fromEntries(templateDefinition(kind).variables.map((variable) => [variable.name, variable.sample]));
  const values: Record<string, string> = { ...samples, site_name: site.site_name, contact_email: site.contact_email };
  if (bookingId !== null) {
    const real = await bookingValues(em, config, bookingId);
    if (!real) throw new AppError('NOT_FOUND', 'That booking is not there any more. Pick another one.');
    Object.assign(values, real);
  }
  return { values, siteName: site.site_name };
}

/** The words being edited (saved or not) rendered as they would be sent. */
export async function previewEmailTemplate(em: EntityManager, config: ServerConfig, input: EmailTemplatePreviewInput, bookingValues: BookingValues): Promise<EmailTemplatePreview> {
  const { values, siteName } = await previewValues(em, config, input.kind, input.bookingId, bookingValues);
  const { subject, html, text } = renderTemplate(input, values, siteName);
  return { subject, html, text };
}

/** The words being edited, rendered and queued to the signed-in member's own address through the outbox. */
export async function sendTestEmail(
  em: EntityManager,
  config: ServerConfig,
  user: User,
  input: EmailTemplateInput & { bookingId: string | null },
  bookingValues: BookingValues,
): Promise<{ to: string }> {
  const { values, siteName } = await previewValues(em, config, input.kind, input.bookingId, bookingValues);
  const email = renderTemplate(input, values, siteName);
  enqueueEmail(em, { kind: input.kind, to: user.email, subject: `[Test] ${email.subject}`.slice(0, 300), text: email.text, html: email.html });
  await em.flush();
  return { to: user.email };
}
