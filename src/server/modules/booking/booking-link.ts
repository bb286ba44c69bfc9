import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guest's link to their own booking: the reference plus an HMAC of it
 * under a server secret. Unguessable, needs no table, and stops working
 * everywhere when the secret is rotated.
 */
export function signBookingAccess(secret: string, reference: string): string {
  return createHmac('sha256', `booking-link:${secret}`).update(reference).digest('base64url');
}

export function verifyBookingAccess(secret: string, reference: string, token: string): boolean {
  const expected = Buffer.from(signBookingAccess(secret, reference));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page a guest opens from their e-mail. */
export function guestBookingUrl(publicUrl: string, reference: string, token: string): string {
  return `${publicUrl}/booking/confirmation?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}
