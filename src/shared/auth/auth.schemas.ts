import { z } from 'zod';

export const ROLES = ['owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const loginInputSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const PASSWORD_MIN_LENGTH = 12;

export const registerInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password is too long'),
  invitationCode: z
    .string()
    .trim()
    .max(100, 'Invitation code is too long')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const createInvitationInputSchema = z.object({
  email: email.optional(),
  role: z.enum(['admin']).default('admin'),
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdBy: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The code itself is shown once, when it is made; only its hash is stored. */
export const createdInvitationSchema = invitationSchema.extend({ code: z.string() });

export const registrationStatusSchema = z.object({ invitationRequired: z.boolean() });
