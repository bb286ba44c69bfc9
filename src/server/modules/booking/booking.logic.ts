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
