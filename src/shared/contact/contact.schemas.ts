import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
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

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

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
