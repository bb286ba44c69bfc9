import { guestBookingAccessOf } from '../booking/guest-booking-link';
import { paths } from '../paths';

/** What a review request's link carries: the booking's reference and a token the server signed for it. */
export interface ReviewAccess {
  reference: string;
  token: string;
}

/** The review form's address for a booking (/review?ref=…&token=…, the booking page's parameters); `origin` makes it absolute. */
export function reviewUrl(access: ReviewAccess, origin = ''): string {
  const query = new URLSearchParams({ ref: access.reference, token: access.token });
  return `${origin}${paths.review}?${query.toString()}`;
}

/** The reference and token a review form address carries (unchecked: empty when missing); read as the booking page reads its own. */
export const reviewAccessOf: (search: URLSearchParams) => ReviewAccess = guestBookingAccessOf;
