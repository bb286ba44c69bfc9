import { describe, expect, it } from 'vitest';
import { acceptedStep, newRecoveryCode, newTotpSecret, recoveryCodeHash, totpOf } from './totp.logic';

const totp = totpOf(newTotpSecret(), 'kai@example.com');
const now = Date.UTC(2026, 10, 27, 10, 0, 15);
const step = Math.floor(now / 30_000);
const codeAt = (offsetSteps: number) => totp.generate({ timestamp: now + offsetSteps * 30_000 });

describe('TOTP codes', () => {
  it.each([-1, 0, 1])('accepts the code of step %i around now', (offset) => {
    expect(acceptedStep(totp, codeAt(offset), now, null)).toBe(step + offset);
  });

  it.each([-2, 2, -10])('refuses the code of step %i around now', (offset) => {
    expect(acceptedStep(totp, codeAt(offset), now, null)).toBeNull();
  });

  it('refuses a code whose step was used already, and any earlier one', () => {
    expect(acceptedStep(totp, codeAt(0), now, step)).toBeNull();
    expect(acceptedStep(totp, codeAt(-1), now, step)).toBeNull();
    expect(acceptedStep(totp, codeAt(1), now, step)).toBe(step + 1);
  });
});

describe('recovery codes', () => {
  it('are ten characters in two groups, all different', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(50);
  });

  it('hash alike however they are typed', () => {
    expect(recoveryCodeHash('abcde-fghjk')).toBe(recoveryCodeHash('ABCDEFGHJK'));
    expect(recoveryCodeHash('abcde-fghjk')).not.toBe(recoveryCodeHash('abcde-fghjm'));
  });
});
