import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { UserEntity, type UserRow } from './auth.entity';
import { redeemInvitation } from './invitation.service';
import { clientHash, isKnownClient, rememberGoodSignIn, reserveAccountAttempt, reserveClientAttempt } from './login-throttle';
import { accountLockedMessage, ACCOUNT_FAILURE_LIMIT, minutesUntil, tooManyFailuresMessage } from './login-throttle.logic';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { passwordQueue } from './password-queue';
import { DEACTIVATED_MESSAGE, toPublicUser } from './session.service';

const BAD_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in, guarded in this order, each step before any password work:
 * a place in this process's hashing queue (known clients have places of
 * their own and go first); one attempt reserved for this
 * (account, client), with a growing wait after five failures; one counted
 * against the whole account, which refuses clients that have not signed in
 * to it lately once it passes its limit. Only then is the password checked.
 * An unknown address goes through exactly the same steps and answers alike.
 */
export async function authenticate(
  em: EntityManager,
  input: { email: string; password: string; clientKey: string },
  now = new Date(),
): Promise<UserRow> {
  const client = clientHash(input.clientKey);
  // A client that signed in to this account lately has places of its own in the hashing queue, so
  // strangers at many addresses filling it never turn the owner away (probe G5). One address's burst
  // is refused before the check reaches the database.
  const { ticket, known } = await passwordQueue.admitChecking(input.clientKey, () => isKnownClient(em, input.email, client, now));
  try {
    const reservation = await reserveClientAttempt(em, input.email, client, now);
    if (!reservation.allowed) throw new AppError('TOO_MANY_REQUESTS', tooManyFailuresMessage(minutesUntil(reservation.retryAt, now)));
    const account = await reserveAccountAttempt(em, input.email, now);
    if (!known && account.failures > ACCOUNT_FAILURE_LIMIT) {
      throw new AppError('TOO_MANY_REQUESTS', accountLockedMessage(minutesUntil(account.resetAt, now)));
    }
    const user = await em.findOne(UserEntity, { email: input.email }, { populate: ['passwordHash'] });
    const ok = await ticket.run(async () => {
      if (user) return verifyPassword(input.password, user.passwordHash);
      await burnPasswordCheck(input.password);
      return false;
    });
    if (!user || !ok) {
      // Unknown addresses too, by the address typed, through the same statement (no timing tells them apart).
      const stranger = { userId: null, name: null, ip: input.clientKey };
      await recordAudit(em, { action: 'sign_in_failed', entity: 'app_user', entityId: user?.id ?? null, actor: stranger, after: { email: input.email } });
      throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
    }
    // Said only to someone who knows the password: a deactivated member learns why, a guesser learns nothing.
    if (user.deactivatedAt) throw new AppError('FORBIDDEN', DEACTIVATED_MESSAGE);
    await rememberGoodSignIn(em, { userId: user.id, account: input.email, client }, now);
    await recordAudit(em, { action: 'sign_in', entity: 'app_user', entityId: user.id, actor: { userId: user.id, name: user.name, ip: input.clientKey } });
    return user;
  } finally {
    ticket.release();
  }
}

export async function isInvitationRequired(em: EntityManager): Promise<boolean> {
  return (await em.count(UserEntity, {})) > 0;
}

/**
 * The first account owns the site; every later one needs an invitation from
 * an admin. A transaction-scoped advisory lock makes "first" mean first even
 * when two people register in the same instant.
 */
export async function registerAccount(
  em: EntityManager,
  input: { name: string; email: string; password: string; invitationCode?: string | undefined },
  clientKey = 'local',
): Promise<UserRow> {
  const passwordHash = await passwordQueue.admit(clientKey).run(() => hashPassword(input.password));
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['registration']);
    const existing = await tx.count(UserEntity, {});
    let role: User['role'] = 'owner';
    if (existing > 0) {
      if (!input.invitationCode) {
        throw new AppError('FORBIDDEN', 'Registration is by invitation only. Ask the owner for an invitation code.', {
          invitationCode: ['An invitation code is required'],
        });
      }
      const invitation = await redeemInvitation(tx, input.invitationCode, input.email);
      role = invitation.role;
    }
    if (await tx.count(UserEntity, { email: input.email })) {
      throw new AppError('CONFLICT', 'An account with this email already exists.', {
        email: ['An account with this email already exists'],
      });
    }
    const user = tx.create(UserEntity, { email: input.email, name: input.name, passwordHash, role, createdAt: new Date() });
    await tx.flush();
    return user;
  });
}

export async function listUsers(em: EntityManager): Promise<User[]> {
  const rows = await em.find(UserEntity, {}, { orderBy: { createdAt: 'asc' } });
  return rows.map(toPublicUser);
}
