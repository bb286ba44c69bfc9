import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountSession } from '../../../shared/auth/account.schemas';
import type { User } from '../../../shared/auth/auth.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { paths } from '../../../shared/paths';
import { getSiteInfo } from '../content/content.service';
import { emailChangeEmail, emailChangeValues } from '../email/account-emails';
import { withOwnerWords } from '../email/email-template.service';
import { enqueueEmail } from '../email/outbox.service';
import { EmailChangeEntity, SessionEntity, UserEntity } from './auth.entity';
import { deviceName } from './device-name.logic';
import { hashPassword, verifyPassword } from './password';
import { passwordQueue } from './password-queue';
import { hashId, toPublicUser } from './session.service';

/** 'Your account': what any signed-in member may do to their own account, and only their own. */

const EMAIL_CHANGE_LINK_MS = 24 * 60 * 60_000;
const EMAIL_CHANGE_LINK_INVALID = 'This link has expired or was already used. Ask for a new one in Your account.';
const WRONG_PASSWORD = 'This is not your current password';
const EMAIL_TAKEN = 'Another account uses this address';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function emailChangeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.auth}?email-change=${encodeURIComponent(token)}`;
}

export async function renameAccount(em: EntityManager, user: User, name: string): Promise<User> {
  const row = await em.findOneOrFail(UserEntity, { id: user.id });
  row.name = name;
  await em.flush();
  return toPublicUser(row);
}

/** Checks the member's current password through the hashing queue (their own session makes them a known client). */
async function requireCurrentPassword(em: EntityManager, user: User, password: string, clientKey: string): Promise<void> {
  const row = await em.findOneOrFail(UserEntity, { id: user.id }, { populate: ['passwordHash'] });
  const ok = await passwordQueue.admit(clientKey, { known: true }).run(() => verifyPassword(password, row.passwordHash));
  if (!ok) throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
}

/**
 * Sends a single-use link to the NEW address; the account keeps its address until the link is followed (only the
 * link's SHA-256 is stored; a newer request replaces the older).
 */
export async function requestEmailChange(
  em: EntityManager,
  user: User,
  input: { email: string; currentPassword: string },
  options: { publicUrl: string; clientKey: string },
  now = new Date(),
): Promise<void> {
  if (input.email === user.email) throw new AppError('BAD_REQUEST', 'This is already your address', { email: ['This is already your address'] });
  await requireCurrentPassword(em, user, input.currentPassword, options.clientKey);
  if (await em.count(UserEntity, { email: input.email })) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const token = randomBytes(32).toString('base64url');
  await em.nativeDelete(EmailChangeEntity, { user: user.id });
  em.create(EmailChangeEntity, {
    user: em.getReference(UserEntity, user.id),
    newEmail: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_MS),
    createdAt: now,
  });
  const site = await getSiteInfo(em);
  const change = {
    to: input.email,
    name: user.name,
    siteName: site.site_name,
    confirmUrl: emailChangeUrl(options.publicUrl, token),
    validMinutes: EMAIL_CHANGE_LINK_MS / 60_000,
  };
  enqueueEmail(em, await withOwnerWords(em, 'email-change', emailChangeEmail(change), emailChangeValues(change)), now);
  await em.flush();
}

/** Spends an e-mail-change link (once): the account's address becomes the one the link was sent to. */
export async function confirmEmailChange(em: EntityManager, token: string, now = new Date()): Promise<{ email: string }> {
  const [link] = await em.execute<{ user_id: string; new_email: string; expires_at: Date }[]>(
    'delete from email_change where token_hash = ? returning user_id, new_email, expires_at',
    [hashToken(token)],
    'all',
  );
  if (!link || new Date(link.expires_at) <= now) {
    throw new AppError('BAD_REQUEST', EMAIL_CHANGE_LINK_INVALID, { token: [EMAIL_CHANGE_LINK_INVALID] });
  }
  const user = await em.findOneOrFail(UserEntity, { id: link.user_id });
  if (user.deactivatedAt) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_LINK_INVALID, { token: [EMAIL_CHANGE_LINK_INVALID] });
  if (await em.count(UserEntity, { email: link.new_email, id: { $ne: user.id } })) throw new AppError('CONFLICT', EMAIL_TAKEN);
  user.email = link.new_email;
  await em.flush();
  return { email: user.email };
}

/** A new password, with the current one: every OTHER session of the account ends; this one stays signed in. */
export async function changePassword(
  em: EntityManager,
  user: User,
  input: { currentPassword: string; newPassword: string },
  options: { clientKey: string; sessionId: string | undefined },
): Promise<{ ended: number }> {
  await requireCurrentPassword(em, user, input.currentPassword, options.clientKey);
  const passwordHash = await passwordQueue.admit(options.clientKey, { known: true }).run(() => hashPassword(input.newPassword));
  await em.nativeUpdate(UserEntity, { id: user.id }, { passwordHash });
  return endOtherSessions(em, user, options.sessionId);
}

export async function listSessions(em: EntityManager, user: User, sessionId: string | undefined, now = new Date()): Promise<AccountSession[]> {
  const current = sessionId ? hashId(sessionId) : null;
  const rows = await em.find(SessionEntity, { user: user.id, expiresAt: { $gt: now } }, { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' } });
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      ip: row.ip ?? null,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the member's own sessions; another member's session id finds nothing, as an unknown one does. */
export async function endOwnSession(em: EntityManager, user: User, id: string): Promise<void> {
  const ended = await em.nativeDelete(SessionEntity, { id, user: user.id });
  if (ended === 0) throw new AppError('NOT_FOUND', 'That session has already ended.');
}

export async function endOtherSessions(em: EntityManager, user: User, sessionId: string | undefined): Promise<{ ended: number }> {
  const keep = sessionId ? hashId(sessionId) : '';
  return { ended: await em.nativeDelete(SessionEntity, { user: user.id, id: { $ne: keep } }) };
}
