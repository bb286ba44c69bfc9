import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignInMethods } from '../../../shared/auth/sign-in-factors.schemas';
import { AppError } from '../../../shared/lib/app-error';

/**
 * Which members use a passkey or two-factor codes, for the Team list: one query for all of them.
 * Members with neither are in the map too, with zero passkeys and no two-factor.
 */
export async function signInMethodsOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, SignInMethods>> {
  const methods = new Map<string, SignInMethods>(userIds.map((id) => [id, { passkeys: 0, twoFactor: false }]));
  if (userIds.length === 0) return methods;
  const rows = await em.execute<{ id: string; passkeys: string | number; two_factor: boolean }[]>(
    `select u.id,
            (select count(*) from passkey k where k.user_id = u.id) as passkeys,
            exists (select 1 from totp_factor t where t.user_id = u.id and t.enabled_at is not null) as two_factor
       from app_user u where u.id in (${userIds.map(() => '?').join(', ')})`,
    [...userIds],
    'all',
  );
  for (const row of rows) methods.set(row.id, { passkeys: Number(row.passkeys), twoFactor: row.two_factor });
  return methods;
}

export async function isFactorRequired(em: EntityManager): Promise<boolean> {
  const [row] = await em.execute<{ require_sign_in_factor: boolean }[]>('select require_sign_in_factor from security_policy where id = 1', [], 'all');
  return row?.require_sign_in_factor ?? false;
}

async function hasFactor(em: EntityManager, userId: string): Promise<boolean> {
  const methods = (await signInMethodsOf(em, [userId])).get(userId);
  return Boolean(methods && (methods.passkeys > 0 || methods.twoFactor));
}

/** Whether this member must set up a passkey or two-factor before anything else in the admin. */
export async function mustSetUpFactor(em: EntityManager, userId: string): Promise<boolean> {
  return (await isFactorRequired(em)) && !(await hasFactor(em, userId));
}

/** The owner's switch. Turning it on asks the owner to have a factor first, so they never lock themselves out mid-change. */
export async function setFactorRequired(em: EntityManager, ownerId: string, required: boolean): Promise<{ requiredForEveryone: boolean }> {
  if (required && !(await hasFactor(em, ownerId))) {
    throw new AppError('CONFLICT', 'Add a passkey or turn on two-factor for your own account first.');
  }
  await em.execute(
    `insert into security_policy (id, require_sign_in_factor) values (1, ?)
     on conflict (id) do update set require_sign_in_factor = excluded.require_sign_in_factor`,
    [required],
    'run',
  );
  return { requiredForEveryone: required };
}

/** Removing a member's last passkey or turning two-factor off is refused while the owner requires one. */
export async function assertMayDropFactor(em: EntityManager, remaining: SignInMethods): Promise<void> {
  if (remaining.passkeys > 0 || remaining.twoFactor) return;
  if (await isFactorRequired(em)) {
    throw new AppError('CONFLICT', 'The owner requires a passkey or two-factor for every member: add another before removing this one.');
  }
}
