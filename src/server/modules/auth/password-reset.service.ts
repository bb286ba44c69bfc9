import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { paths } from '../../../shared/paths';
import { getSiteInfo } from '../content/content.service';
import { passwordResetEmail } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox.service';
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

/**
 * Queues a reset link for a real account, in the call's transaction (through
 * the outbox). The caller answers the same sentence either way. Only the
 * token's SHA-256 is stored, one per account: a newer link replaces the older.
 */
export async function requestPasswordReset(em: EntityManager, email: string, options: { publicUrl: string }, now = new Date()): Promise<void> {
  const user = await em.findOne(UserEntity, { email });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
  const replaced = await em.getConnection().execute<unknown[]>(
    `insert into password_reset (user_id, token_hash, expires_at, created_at) values (?, ?, ?, ?)
     on conflict (user_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at
     where password_reset.created_at <= ?
     returning user_id`,
    [user.id, hashToken(token), expiresAt, now, new Date(now.getTime() - RESEND_AFTER_MS)],
    'all',
    em.getTransactionContext(),
  );
  if (replaced.length === 0) return;
  const site = await getSiteInfo(em);
  enqueueEmail(
    em,
    passwordResetEmail({
      to: user.email,
      name: user.name,
      siteName: site.site_name,
      resetUrl: passwordResetUrl(options.publicUrl, token),
      validMinutes: RESET_LINK_MS / 60_000,
    }),
    now,
  );
  await em.flush();
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
  const connection = em.getConnection();
  const [link] = await connection.execute<{ user_id: string; expires_at: Date }[]>(
    'delete from password_reset where token_hash = ? returning user_id, expires_at',
    [hashToken(input.token)],
    'all',
    em.getTransactionContext(),
  );
  if (!link || new Date(link.expires_at) <= now) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  const passwordHash = await passwordQueue.admit(input.clientKey).run(() => hashPassword(input.password));
  const user = await em.findOneOrFail(UserEntity, { id: link.user_id });
  await em.nativeUpdate(UserEntity, { id: user.id }, { passwordHash });
  await em.nativeDelete(SessionEntity, { user: user.id });
  await clearAccountThrottles(em, user.email);
  await rememberGoodSignIn(em, { userId: user.id, account: user.email, client: clientHash(input.clientKey) }, now);
  return user;
}
