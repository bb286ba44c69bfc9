import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { OK, type Ok } from '../../../shared/lib/ok.schema';
import { SessionEntity, type UserRow } from './auth.entity';
import { mustSetUpFactor } from './sign-in-methods.service';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

// Only a hash of the session id is stored: a leaked table holds no live sessions.
function hashId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export function toPublicUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function startSession(em: EntityManager, user: UserRow, now = new Date()): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    id: hashId(sessionId),
    user,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  await em.flush();
  return sessionId;
}

export async function findSessionUser(em: EntityManager, sessionId: string | undefined, now = new Date()): Promise<User | null> {
  if (!sessionId) return null;
  const session = await em.findOne(SessionEntity, { id: hashId(sessionId), expiresAt: { $gt: now } }, { populate: ['user'] });
  if (!session) return null;
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
export async function signIn(em: EntityManager, cookie: SessionCookie, user: UserRow): Promise<User> {
  await endSession(em, cookie.sessionId);
  await cookie.save(await startSession(em, user));
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
