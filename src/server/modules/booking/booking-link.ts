import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { guestBookingUrl } from '../../../shared/booking/guest-booking-link';
import type { ServerConfig } from '../../trpc/context';
import { sign, verifySigned } from '../../platform/signing';

/**
 * A guest's link to their own booking: the reference plus its token, an HMAC
 * of the reference under the server's secret (src/server/platform/signing.ts).
 * The one place a guest's token is made and checked.
 */
export function tokenFor(config: ServerConfig, reference: string): string {
  return sign(config.signingSecret, 'booking-link', reference);
}

/** Whether the token is the one this server signed for the reference. */
export function isValidToken(config: ServerConfig, access: BookingAccess): boolean {
  return verifySigned(config.signingSecret, 'booking-link', access.reference, access.token);
}

/** The page a guest opens from their e-mail, as an absolute address on this site. */
export function guestBookingLink(config: ServerConfig, reference: string): string {
  return guestBookingUrl({ reference, token: tokenFor(config, reference) }, config.publicUrl);
}
