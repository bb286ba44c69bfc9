import { requestPasswordResetInputSchema } from '../../shared/auth/auth.schemas';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  reset-password <email>   Print a one-time link that lets the account with this e-mail choose a new
                           password and signs it in (for an install whose e-mail does not reach you).`;

/** What the owner asked of `npm run admin`: a command to run, or the usage (asked for, or the words were wrong). */
export type AdminCommand = { kind: 'reset-password'; email: string } | { kind: 'usage'; problem: string | null };

export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [name, ...rest] = args;
  if (!name || name === 'help' || name === '--help' || name === '-h') return { kind: 'usage', problem: null };
  if (name !== 'reset-password') return { kind: 'usage', problem: `Unknown command: ${name}` };
  if (rest.length !== 1) return { kind: 'usage', problem: 'reset-password takes one e-mail address' };
  const parsed = requestPasswordResetInputSchema.safeParse({ email: rest[0] });
  if (!parsed.success) return { kind: 'usage', problem: `Not an e-mail address: ${rest[0]}` };
  return { kind: 'reset-password', email: parsed.data.email };
}
