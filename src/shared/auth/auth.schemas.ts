import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
import { lineText, secretText } from '../lib/text.schema';

export const ROLES = ['owner', 'staff'] as const;

const email = emailAddressSchema.transform((value) => value.toLowerCase());

export const loginInputSchema = z.object({
  email,
  password: secretText({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const PASSWORD_MIN_LENGTH = 12;

/** The rules for every password someone chooses (registration, reset and change). */
export const newPassword = secretText({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

export const registerInputSchema = z.object({
  name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name is too long'),
  email,
  password: newPassword,
  invitationCode: lineText()
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
  /** Present (true) while the owner requires a passkey or two-factor and this member has neither: only Security works. */
  securitySetupRequired: z.literal(true).optional(),
});
export type User = z.infer<typeof userSchema>;

export const createInvitationInputSchema = z.object({
  email: email.optional(),
  role: z.enum(ROLES, { error: 'Choose owner or staff' }).default('staff'),
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

/** The one answer to a reset request, whether or not the account exists: it says nothing about who has one. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for that address, we have sent a link to reset its password.';

export const requestPasswordResetInputSchema = z.object({ email });

export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const resetPasswordInputSchema = z.object({
  token: lineText({ error: 'This password reset link is incomplete' }).min(1, 'This password reset link is incomplete').max(100, 'This password reset link is not valid'),
  password: newPassword,
});

/** The "Choose a new password" form: the same password rules, typed twice. */
export const resetPasswordFormSchema = resetPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
