import { CONTACT_FORM_TOKEN_MAX_AGE_MS, CONTACT_MIN_FILL_MS } from '../../../shared/contact/contact.schemas';
import { sign, verifySigned } from '../../platform/signing';

/**
 * The contact form's bot check: the server hands out the time the form was
 * shown, signed, and a message counts only when it comes back with that token
 * between 3 seconds and a day later. A client cannot claim it took its time
 * (the old `elapsedMs` was a number anyone could send), and no table is needed.
 */
export type FormTokenVerdict = 'valid' | 'missing' | 'forged' | 'too-fresh' | 'expired';

export function issueContactFormToken(secret: string, now = Date.now()): string {
  const issuedAt = now.toString(36);
  // Its own purpose (src/server/platform/signing.ts), so a contact token can never pass as any other signed value of the site.
  return `${issuedAt}.${sign(secret, 'contact-form', issuedAt)}`;
}

export function judgeContactFormToken(secret: string, token: string | undefined, now = Date.now()): FormTokenVerdict {
  if (!token) return 'missing';
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return 'forged';
  const [, issuedAt, given] = match as unknown as [string, string, string];
  if (!verifySigned(secret, 'contact-form', issuedAt, given)) return 'forged';
  const age = now - Number.parseInt(issuedAt, 36);
  if (age < CONTACT_MIN_FILL_MS) return 'too-fresh';
  if (age > CONTACT_FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'valid';
}
