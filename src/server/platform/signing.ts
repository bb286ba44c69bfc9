import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every value the server signs (the guest's booking link, the review request's link, the contact form's
 * bot check, the keyed hash of a hold's client, the chat visitor's cookie and e-mailed link, the keyed hash of a chat client) is an HMAC-SHA256 under the
 * server's derived secret (`ServerConfig.signingSecret`), each keyed with
 * its own purpose, so a value signed for one can never pass as another.
 * Unguessable, needs no table, and all stop working when the secret rotates.
 */
export type SigningPurpose = 'booking-link' | 'review-link' | 'contact-form' | 'hold-owner' | 'chat-conversation' | 'chat-link' | 'chat-client';

/**
 * The signing key of a server whose session secret is `sessionSecret`: its own key, so one secret to keep and rotating
 * it ends both. The label keeps its first name ('booking-link-secret'): another label would void every link sent.
 */
export function signingSecretOf(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('booking-link-secret').digest('base64url');
}

export function sign(secret: string, purpose: SigningPurpose, value: string, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest(encoding);
}

/** Whether `given` is the signature of `value` for `purpose`, compared in constant time. */
export function verifySigned(secret: string, purpose: SigningPurpose, value: string, given: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, value));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
