import { z } from 'zod';
import { ROLES } from './auth.schemas';

/**
 * A member as Settings → Team lists them. Sign-in methods (passkey, two-factor) join this shape when they
 * exist; the screen has a column waiting for them (team/member-sign-in-cell.tsx).
 */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  lastSignInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const memberIdInputSchema = z.object({ userId: z.uuid('Unknown team member') });

export const setRoleInputSchema = memberIdInputSchema.extend({ role: z.enum(ROLES, { error: 'Choose owner or staff' }) });

/** The rule every team change keeps; the server says it in these words. */
export const LAST_OWNER_MESSAGE = 'The site needs an active owner: make another member owner first (Hand over ownership).';
