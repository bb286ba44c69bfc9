import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Kaneohe Bay Beach House';
/** The previous and next 30 s step are accepted (a clock a little off, a code typed as it turned), nothing wider. */
const WINDOW = 1;

export function totpOf(base32Secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(base32Secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30 s step a code belongs to, if it is right for now ±1 step and later than the last step used;
 * null otherwise. Accepting only steps after the last one used is what makes a code single use.
 */
export function acceptedStep(totp: TOTP, code: string, now: number, lastUsedStep: number | null): number | null {
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

// No 0/o, 1/l/i: a recovery code is read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: ten characters in two groups (xxxxx-xxxxx). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Recovery codes are stored as this hash; typed with or without the dash, in any case. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`).digest('hex');
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
