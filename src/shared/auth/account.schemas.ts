import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
import { lineText, secretText } from '../lib/text.schema';
import { newPassword } from './auth.schemas';

const currentPassword = secretText({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200, 'Password is too long');

export const updateNameInputSchema = z.object({
  name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name is too long'),
});

/** Asking for a new address needs the current password too: a borrowed session alone cannot move the account's mail elsewhere. */
export const requestEmailChangeInputSchema = z.object({
  email: emailAddressSchema.transform((value) => value.toLowerCase()),
  currentPassword,
});

export const confirmEmailChangeInputSchema = z.object({
  token: lineText({ error: 'This link is incomplete' }).min(1, 'This link is incomplete').max(100, 'This link is not valid'),
});

export const emailChangeRequestedSchema = z.object({ message: z.string() });

export const changePasswordInputSchema = z.object({ currentPassword, newPassword });

/** The form: the new password typed twice. */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

export const accountSessionSchema = z.object({
  /** The row's id (a hash of the cookie's secret, which never leaves the server). */
  id: z.string(),
  /** 'Chrome on Android', from the User-Agent at sign-in. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdInputSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Unknown session') });

export const endedSessionsSchema = z.object({ ended: z.number().int() });
