import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { OK, type Ok } from '../../../shared/lib/ok.schema';
import { SessionEntity, UserEntity, type UserRow } from './auth.entity';
import { mustSetUpFactor } from './sign-in-methods.service';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so an ordinary call only reads. */
const LAST_SEEN_EVERY_MS = 60_000;

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask the owner if you need access again.';

/** Where a session is used from: the client's address and its User-Agent header. */
interface SessionClient {
  ip: string;
  userAgent: string | undefined;
}

/** The calling client, as a session records it. */
export function clientOf(ctx: { clientKey: string; userAgent: string | undefined }): SessionClient {
  return { ip: ctx.clientKey, userAgent: ctx.userAgent };
}

// Only a hash of the session id is stored: a leaked table holds no live sessions.
export function hashId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export function toPublicUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function startSession(em: EntityManager, user: UserRow, now = new Date(), client?: SessionClient): Promise<string> {
  // Every way in (password, reset link, passkey) ends here, so this is where a deactivated account is stopped.
  if (user.deactivatedAt) throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
  const sessionId = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    id: hashId(sessionId),
    user,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: client?.userAgent?.slice(0, 300) ?? null,
    ip: client?.ip.slice(0, 64) ?? null,
    lastSeenAt: now,
  });
  await em.flush();
  await em.nativeUpdate(UserEntity, { id: user.id }, { lastSignInAt: now });
  return sessionId;
}

/**
 * Who the cookie names, read on every call: an ended, expired or deactivated account's session names nobody, so a
 * copied cookie stops working on its next call. The last use is written only when the one recorded is a minute old.
 */
export async function findSessionUser(em: EntityManager, sessionId: string | undefined, client?: SessionClient, now = new Date()): Promise<User | null> {
  if (!sessionId) return null;
  const session = await em.findOne(
    SessionEntity,
    { id: hashId(sessionId), expiresAt: { $gt: now }, user: { deactivatedAt: null } },
    { populate: ['user'] },
  );
  if (!session) return null;
  if (client && (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS)) {
    await em.nativeUpdate(SessionEntity, { id: session.id }, { lastSeenAt: now, ip: client.ip.slice(0, 64) });
  }
  const user = toPublicUser(session.user);
  return (await mustSetUpFactor(em, user.id)) ? { ...user, securitySetupRequired: true } : user;
}

export async function endSession(em: EntityManager, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  await em.nativeDelete(SessionEntity, { id: hashId(sessionId) });
}

/** The cookie side of a session, as the request holds it (the tRPC context's `session`). */
export interface SessionCookie {
  readonly sessionId: string | undefined;
  save: (sessionId: string) => Promise<void>;
  destroy: () => Promise<void>;
}

/**
 * Ends whatever session the cookie named, starts a new one and saves it in the cookie: a new
 * session id at every sign-in, so a session id planted before sign-in is never promoted.
 */
export async function signIn(em: EntityManager, cookie: SessionCookie, user: UserRow, client?: SessionClient): Promise<User> {
  await endSession(em, cookie.sessionId);
  await cookie.save(await startSession(em, user, new Date(), client));
  return toPublicUser(user);
}

export async function signOut(em: EntityManager, cookie: SessionCookie): Promise<Ok> {
  await endSession(em, cookie.sessionId);
  await cookie.destroy();
  return OK;
}

export async function endExpiredSessions(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(SessionEntity, { expiresAt: { $lte: now } });
}
