import { z } from 'zod';
import { outboxEmailSchema } from '../contact/contact.schemas';
import { emailAddressSchema } from '../lib/email';
import { isoDateSchema } from '../lib/iso-date.schema';
import { fromDigits, rowIdSchema } from '../lib/number.schema';
import { optionalParam } from '../lib/optional-param';

/** How an e-mail stands, as the Sent list filters it: waiting (not tried yet), failing (a try failed, retried), sent. */
export const OUTBOX_STATUSES = ['waiting', 'failing', 'sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 50;

const filterFields = {
  status: optionalParam(z.enum(OUTBOX_STATUSES, { error: 'Choose a status from the list' })),
  /** Part of the address, any case. */
  recipient: optionalParam(z.string().trim().max(254, 'The address is too long (254 characters at most)')),
  kind: optionalParam(z.string().regex(/^[a-z][a-z0-9_-]{0,59}$/, 'Choose a kind of e-mail from the list')),
  /** Honolulu calendar dates the e-mail was created on, both included. */
  from: optionalParam(isoDateSchema),
  to: optionalParam(isoDateSchema),
};

function datesInOrder(value: { from?: string | undefined; to?: string | undefined }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}

export const outboxFilterSchema = z.object(filterFields).refine(datesInOrder, { error: 'The end date must not be before the start date', path: ['to'] });
export type OutboxFilter = z.output<typeof outboxFilterSchema>;

export const outboxListInputSchema = z
  .object({
    ...filterFields,
    page: fromDigits(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There are not that many pages')).default(1),
  })
  .refine(datesInOrder, { error: 'The end date must not be before the start date', path: ['to'] })
  .prefault({});
export type OutboxListInput = z.input<typeof outboxListInputSchema>;

/** One row of the Sent list; `resentFromId` names the e-mail it is a copy of. */
export const outboxRowSchema = outboxEmailSchema.extend({ resentFromId: z.number().int().nullable() });
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** A page of the list, newest first, and how many e-mails match the filters in all. */
export const outboxListSchema = z.object({ items: z.array(outboxRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type OutboxList = z.infer<typeof outboxListSchema>;

/** One try at handing the e-mail to the mail server. */
export const outboxAttemptSchema = z.object({ at: z.string(), ok: z.boolean(), error: z.string().nullable() });
export type OutboxAttempt = z.infer<typeof outboxAttemptSchema>;

/** An attachment as sent; `content` is its text (attachments are small text files, a booking's .ics). */
export const outboxAttachmentSchema = z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), content: z.string() });
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

/** One e-mail opened: everything sent, every try, and the copies resent from it. */
export const outboxDetailSchema = outboxRowSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(outboxAttachmentSchema),
  history: z.array(outboxAttemptSchema),
  resends: z.array(z.object({ id: z.number().int(), to: z.string(), createdAt: z.string() })),
});
export type OutboxDetail = z.infer<typeof outboxDetailSchema>;

export const outboxIdInputSchema = z.object({ id: rowIdSchema('Choose an e-mail') });

/** A copy of an e-mail to its own address or a corrected one. */
export const outboxResendInputSchema = outboxIdInputSchema.extend({ to: emailAddressSchema });

/** The kinds of e-mail the outbox holds, for the filter's list. */
export const outboxKindsSchema = z.array(z.object({ kind: z.string(), label: z.string() }));
