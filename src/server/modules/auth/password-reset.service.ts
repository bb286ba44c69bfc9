import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { paths } from '../../../shared/paths';
import { getSiteInfo } from '../content/content.service';
import { passwordResetEmail } from '../email/email-templates';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmailWhere } from '../email/outbox.service';
import { SessionEntity, UserEntity, type UserRow } from './auth.entity';
import { clearAccountThrottles, clientHash, rememberGoodSignIn } from './login-throttle';
import { hashPassword } from './password';
import { passwordQueue } from './password-queue';

export const RESET_LINK_MS = 60 * 60_000;
/** A second request within this time sends nothing new: nobody can fill an owner's inbox with links. */
export const RESEND_AFTER_MS = 60_000;

export const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Ask for a new one.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function passwordResetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.auth}?reset=${encodeURIComponent(token)}`;
}

/** Stands in for the account holder's name in the e-mail built, and never written, for an unknown address. */
const NO_ACCOUNT_NAME = 'guest';

/**
 * Queues a reset link for a real account (through the outbox). The caller
 * answers the same sentence either way, and the work is the same too (probe
 * G6: an early return for unknown addresses made real ones measurably
 * slower): every request runs the same statements in one transaction, the
 * account's lookup and the link's upsert in one, then the e-mail built and
 * inserted only where the new link's hash was stored, so an unknown address,
 * or a second request within RESEND_AFTER_MS, writes no row but does the same
 * steps. The commit does not wait for the disk (synchronous_commit off), as a
 * transaction that wrote nothing would not: a crash in the next moment may
 * lose the request, and the guest asks again. Only the token's SHA-256 is
 * stored, one per account: a newer link replaces the older.
 */
export async function requestPasswordReset(em: EntityManager, email: string, options: { publicUrl: string }, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await em.transactional(async (tx) => {
    await tx.execute('set local synchronous_commit to off', [], 'run');
    const [account] = await tx.execute<{ email: string; name: string }[]>(
      `with account as (select id, email, name from app_user where email = ? and deactivated_at is null),
       link as (
         insert into password_reset (user_id, token_hash, expires_at, created_at) select id, ?, ?, ? from account
         on conflict (user_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at
         where password_reset.created_at <= ?
         returning user_id)
       select email, name from account`,
      [email, tokenHash, new Date(now.getTime() + RESET_LINK_MS), now, new Date(now.getTime() - RESEND_AFTER_MS)],
      'all',
    );
    const site = await getSiteInfo(tx);
    const reset = {
      to: account?.email ?? email,
      name: account?.name ?? NO_ACCOUNT_NAME,
      siteName: site.site_name,
      resetUrl: passwordResetUrl(options.publicUrl, token),
      validMinutes: RESET_LINK_MS / 60_000,
    };
    // The owner's words, if any, are looked up whether or not the account exists (same work either way).
    const values = { site_name: site.site_name, name: reset.name, reset_link: reset.resetUrl, valid_minutes: String(reset.validMinutes) };
    const message = await withOwnerWords(tx, 'password-reset', passwordResetEmail(reset), values);
    await enqueueEmailWhere(tx, message, { sql: 'exists (select 1 from password_reset where token_hash = ?)', params: [tokenHash] }, now);
  });
}

/**
 * A reset link for the owner at the server's console (`npm run admin -- reset-password`), for an install whose
 * e-mail cannot reach them: the same one-time link the e-mail carries, replacing any earlier one, returned
 * instead of sent. Null when no account has that address.
 */
export async function createPasswordResetLink(em: EntityManager, email: string, options: { publicUrl: string }, now = new Date()): Promise<string | null> {
  const user = await em.findOne(UserEntity, { email, deactivatedAt: null });
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await em.execute(
    `insert into password_reset (user_id, token_hash, expires_at, created_at) values (?, ?, ?, ?)
     on conflict (user_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
    [user.id, hashToken(token), new Date(now.getTime() + RESET_LINK_MS), now],
    'run',
  );
  return passwordResetUrl(options.publicUrl, token);
}

/**
 * Spends a reset link (once): sets the new password, ends every session of
 * the account, clears its sign-in throttles and remembers this client as one
 * that knows the password. The caller then starts the new session.
 */
export async function resetPassword(
  em: EntityManager,
  input: { token: string; password: string; clientKey: string },
  now = new Date(),
): Promise<UserRow> {
  const [link] = await em.execute<{ user_id: string; expires_at: Date }[]>(
    'delete from password_reset where token_hash = ? returning user_id, expires_at',
    [hashToken(input.token)],
    'all',
  );
  if (!link || new Date(link.expires_at) <= now) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  // A valid link proves the account's e-mail: its holder counts as a known client in the hashing queue.
  const passwordHash = await passwordQueue.admit(input.clientKey, { known: true }).run(() => hashPassword(input.password));
  const user = await em.findOneOrFail(UserEntity, { id: link.user_id });
  if (user.deactivatedAt) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  await em.nativeUpdate(UserEntity, { id: user.id }, { passwordHash });
  await em.nativeDelete(SessionEntity, { user: user.id });
  await clearAccountThrottles(em, user.email);
  await rememberGoodSignIn(em, { userId: user.id, account: user.email, client: clientHash(input.clientKey) }, now);
  return user;
}
