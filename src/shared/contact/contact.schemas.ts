import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
import { fromDigits, rowIdSchema } from '../lib/number.schema';
import { lineText, multilineText } from '../lib/text.schema';

/** Anything sent faster than this after the form appeared is a bot, not a guest. */
export const CONTACT_MIN_FILL_MS = 3000;
/** A form left open longer than this must be reloaded (its token has run out). */
export const CONTACT_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const contactInputSchema = z.object({
  name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailAddressSchema,
  phone: lineText()
    .max(40, 'Phone number is too long')
    .regex(/^[+()\d\s.-]*$/, 'Enter a valid phone number')
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: multilineText({ error: 'Message is required' })
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Message is too long (5,000 characters at most)'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: lineText().max(200).optional(),
  /** The server's signed, time-stamped token, fetched when the form appeared (contact.formToken). */
  formToken: lineText().max(200).optional(),
});

export const contactFormTokenSchema = z.object({ token: z.string() });

/** The owner's or staff member's answer to a guest's message, e-mailed to the guest through the outbox. */
export const contactReplySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** When it was written and queued for sending (ISO). */
  sentAt: z.string(),
  /** Who wrote it, by the name their account had then (kept when the account is gone). */
  sentByName: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** When it was marked answered (ISO); null while unanswered. */
  answeredAt: z.string().nullable(),
  /** Who marked it answered; null while unanswered or when that account is gone. */
  answeredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The answers sent from the admin, oldest first. */
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Which messages the owner's list shows: ?status= over REST. */
const CONTACT_MESSAGE_STATUSES = ['unanswered', 'answered', 'all'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
const CONTACT_MESSAGE_PAGE_SIZE = 20;

/** The owner's list: one status (default all), unanswered first, then newest first; a page at a time. */
export const contactMessageListInputSchema = z
  .object({
    status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose unanswered, answered or all' }).default('all'),
    page: fromDigits(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There are not that many pages')).default(1),
    pageSize: fromDigits(
      z.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'At least 1 message per page').max(100, 'At most 100 messages per page'),
    ).default(CONTACT_MESSAGE_PAGE_SIZE),
  })
  .prefault({});

export const contactMessageListSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/** One message, to mark answered or reopen. */
export const contactMessageIdInputSchema = z.object({ id: rowIdSchema('Unknown message') });

export const CONTACT_REPLY_MAX_LENGTH = 5000;

/** An answer to one message: the form's, the procedure's and the e-mail's one rule. */
export const contactReplyInputSchema = contactMessageIdInputSchema.extend({
  text: multilineText({ error: 'Write your reply' })
    .min(1, 'Write your reply')
    .max(CONTACT_REPLY_MAX_LENGTH, `Your reply is too long (${CONTACT_REPLY_MAX_LENGTH.toLocaleString('en-US')} characters at most)`),
});

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** One e-mail opened from the outbox: who it is for, its text as sent, its attachments' names, and how delivery went. */
export const outboxMessageSchema = outboxEmailSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageInputSchema = z.object({ id: z.coerce.number({ error: 'Choose an e-mail' }).int('Choose an e-mail').min(1, 'Choose an e-mail') });
