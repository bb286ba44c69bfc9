import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../../shared/auth/auth.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { UserEntity, type UserRow } from './auth.entity';
import { redeemInvitation } from './invitation.service';
import { assertNotLockedOut, clearFailures, recordFailure } from './login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { toPublicUser } from './session.service';

const BAD_CREDENTIALS = 'Invalid email or password';

export async function authenticate(em: EntityManager, email: string, password: string): Promise<UserRow> {
  await assertNotLockedOut(em, email);
  const user = await em.findOne(UserEntity, { email }, { populate: ['passwordHash'] });
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !ok) {
    await recordFailure(em, email);
    throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  }
  await clearFailures(em, email);
  return user;
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
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
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
