import { randomInt } from 'node:crypto';

/** How long a guest's nights are held while they enter details and pay. */
export const HOLD_MINUTES = 15;

// No 0/O/1/I: references are read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short booking reference like "KB-7QX4M2". */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `KB-${code}`;
}

/** PostgreSQL's exclusion_violation: another live stay already has one of these nights. */
export function isOverlapViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error).code === '23P01';
}

/**
 * PostgreSQL gave up on the transaction rather than on the request: a deadlock
 * (40P01) or, under stricter isolation, a serialization failure (40001). The
 * same transaction tried again can succeed; it never means the request was wrong.
 */
export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '40P01' || error.code === '40001';
}

/**
 * Runs `attempt` again, up to `tries` times in all, while PostgreSQL answers a
 * deadlock or serialization failure; the last such failure is thrown.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 0 || !isRetryableConflict(error)) throw error;
    }
  }
}
