import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { CookieJar } from '../../trpc/context';
import { UserEntity, type UserRow } from './auth.entity';
import { clientHash, reserveAccountAttempt, reserveClientAttempt } from './login-throttle';
import { accountLockedMessage, ACCOUNT_FAILURE_LIMIT, minutesUntil, tooManyFailuresMessage } from './login-throttle.logic';
import { PendingSignInEntity } from './sign-in-factors.entity';
import { spendCode, WRONG_CODE } from './totp.service';

/** The HttpOnly cookie that carries a sign-in from its password to its code; the browser's script never sees it. */
const COOKIE = 'sign-in-step';
const PENDING_MS = 10 * 60_000;
export const STEP_EXPIRED = 'Your sign-in has expired. Enter your e-mail and password again.';

const hashOf = (token: string) => createHash('sha256').update(`sign-in-step:${token}`).digest('hex');

/** The password was right and the account has two-factor: remember that for ten minutes, and ask for the code. */
export async function startSecondStep(em: EntityManager, cookies: CookieJar, user: UserRow, now = new Date()): Promise<{ secondStep: 'code' }> {
  const token = randomBytes(32).toString('base64url');
  await em.nativeDelete(PendingSignInEntity, { expiresAt: { $lt: now } });
  em.create(PendingSignInEntity, { tokenHash: hashOf(token), user, expiresAt: new Date(now.getTime() + PENDING_MS) });
  await em.flush();
  cookies.set(COOKIE, token, { maxAgeSeconds: PENDING_MS / 1000 });
  return { secondStep: 'code' };
}

/**
 * The code step: throttled exactly like passwords (per client with a growing wait, and per account), counted
 * before the code is checked and outside any transaction, so a refused guess keeps its count.
 * Gives the member whose sign-in it finishes; the session is only started by the caller, after this.
 */
export async function finishSecondStep(
  em: EntityManager,
  input: { cookies: CookieJar; clientKey: string; code: string; key: string },
  now = new Date(),
): Promise<UserRow> {
  const token = input.cookies.get(COOKIE);
  const pending = token ? await em.findOne(PendingSignInEntity, { tokenHash: hashOf(token), expiresAt: { $gt: now } }, { populate: ['user'] }) : null;
  if (!pending) throw new AppError('UNAUTHORIZED', STEP_EXPIRED);
  const user = pending.user as UserRow;
  // Keyed by the account's id, not the typed address, and apart from the password's counts.
  const account = `code:${user.id}`;
  const client = clientHash(input.clientKey);
  const reservation = await reserveClientAttempt(em, account, client, now);
  if (!reservation.allowed) throw new AppError('TOO_MANY_REQUESTS', tooManyFailuresMessage(minutesUntil(reservation.retryAt, now)));
  const whole = await reserveAccountAttempt(em, account, now);
  if (whole.failures > ACCOUNT_FAILURE_LIMIT) throw new AppError('TOO_MANY_REQUESTS', accountLockedMessage(minutesUntil(whole.resetAt, now)));
  if (!(await spendCode(em, user, input.code, input.key, now))) throw new AppError('UNAUTHORIZED', WRONG_CODE, { code: [WRONG_CODE] });
  await em.execute('delete from login_throttle where account = ? and client = ?', [account, client], 'run');
  // The spent token's cookie is left to expire: without its row it opens nothing.
  await em.nativeDelete(PendingSignInEntity, { tokenHash: pending.tokenHash });
  return em.findOneOrFail(UserEntity, { id: user.id });
}
