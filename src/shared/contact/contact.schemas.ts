import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';

/** Anything sent faster than this after the form appeared is a bot, not a guest. */
export const CONTACT_MIN_FILL_MS = 3000;

export const contactInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailAddressSchema,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .regex(/^[+()\d\s.-]*$/, 'Enter a valid phone number')
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Message is too long (5,000 characters at most)'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(200).optional(),
  /** How long the form was open before sending, in milliseconds. */
  elapsedMs: z.number().int().min(0).optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

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
