import { paths } from '../paths';
import type { BookingAccess } from './checkout.schemas';

/** The query parameters of the guest's booking page, as the e-mails have always linked them: `?ref=…&token=…`. */
const PARAMS = { reference: 'ref', token: 'token' } as const;

/**
 * The guest's own booking page (/booking/confirmation) for a reference and its
 * signed token: the one builder for the confirmation e-mail, the checkout's
 * redirect and Stripe's return address. `origin` makes it absolute.
 */
export function guestBookingUrl(access: BookingAccess, origin = ''): string {
  const query = new URLSearchParams({ [PARAMS.reference]: access.reference, [PARAMS.token]: access.token });
  return `${origin}${paths.bookingConfirmation}?${query.toString()}`;
}

/** The reference and token a booking page address carries (unchecked: empty when missing). */
export function guestBookingAccessOf(search: URLSearchParams): BookingAccess {
  return { reference: search.get(PARAMS.reference) ?? '', token: search.get(PARAMS.token) ?? '' };
}
