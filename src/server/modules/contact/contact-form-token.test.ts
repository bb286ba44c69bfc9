import { describe, expect, it } from 'vitest';
import { issueContactFormToken, judgeContactFormToken } from './contact-form-token';

const SECRET = 'a-secret-derived-from-the-session-secret';
const ISSUED = Date.UTC(2026, 10, 24, 12, 0, 0);
const token = issueContactFormToken(SECRET, ISSUED);
const [issuedPart, signaturePart] = token.split('.') as [string, string];

describe('the contact form token', () => {
  it.each([
    ['no token', undefined, ISSUED + 10_000, 'missing'],
    ['an empty token', '', ISSUED + 10_000, 'missing'],
    ['a number, as the old check took', '10000', ISSUED + 10_000, 'forged'],
    ['sent within a blink', token, ISSUED + 400, 'too-fresh'],
    ['sent just before 3 s', token, ISSUED + 2_999, 'too-fresh'],
    ['sent at 3 s', token, ISSUED + 3_000, 'valid'],
    ['sent after an hour', token, ISSUED + 3_600_000, 'valid'],
    ['sent at 24 h', token, ISSUED + 24 * 3_600_000, 'valid'],
    ['sent a day and a second later', token, ISSUED + 24 * 3_600_000 + 1_000, 'expired'],
    ['its time moved back to look older', `${(ISSUED - 60_000).toString(36)}.${signaturePart}`, ISSUED + 400, 'forged'],
    ['its signature changed', `${issuedPart}.${signaturePart.slice(0, -1)}${signaturePart.endsWith('A') ? 'B' : 'A'}`, ISSUED + 10_000, 'forged'],
    ['signed under another secret', issueContactFormToken('another-secret', ISSUED), ISSUED + 10_000, 'forged'],
    ['with extra parts', `${token}.x`, ISSUED + 10_000, 'forged'],
    ['from the future', issueContactFormToken(SECRET, ISSUED + 60_000), ISSUED, 'too-fresh'],
  ])('%s', (_label, given, now, verdict) => {
    expect(judgeContactFormToken(SECRET, given, now)).toBe(verdict);
  });
});
