import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { LoginThrottleEntity } from './auth.entity';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

/** Pure: what one more failure does to a throttle record. */
export function afterFailure(
  record: { failures: number; windowStartedAt: Date; lockedUntil?: Date | null | undefined } | null,
  now: Date,
): { failures: number; windowStartedAt: Date; lockedUntil: Date | null } {
  const fresh = !record || now.getTime() - record.windowStartedAt.getTime() > FAILURE_WINDOW_MS;
  const failures = fresh ? 1 : record.failures + 1;
  const windowStartedAt = fresh ? now : record.windowStartedAt;
  const lockedUntil = failures >= MAX_FAILURES ? new Date(now.getTime() + LOCKOUT_MS) : null;
  return { failures, windowStartedAt, lockedUntil };
}

function keyFor(email: string): string {
  return `login:${email}`;
}

/** Refuses a sign-in while the address is locked out after repeated failures. */
export async function assertNotLockedOut(em: EntityManager, email: string, now = new Date()): Promise<void> {
  const record = await em.findOne(LoginThrottleEntity, { key: keyFor(email) });
  if (record?.lockedUntil && record.lockedUntil > now) {
    const minutes = Math.ceil((record.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordFailure(em: EntityManager, email: string, now = new Date()): Promise<void> {
  const key = keyFor(email);
  const record = await em.findOne(LoginThrottleEntity, { key });
  const next = afterFailure(record, now);
  if (record) em.assign(record, next);
  else em.create(LoginThrottleEntity, { key, ...next });
  await em.flush();
}

export async function clearFailures(em: EntityManager, email: string): Promise<void> {
  await em.nativeDelete(LoginThrottleEntity, { key: keyFor(email) });
}
