import { paths } from '../paths';
import { bookingReferenceInputSchema } from './booking-reference.schema';

const PARAM = 'booking';

/**
 * The owner's bookings screen with one booking open: the one builder for the dashboard, its alerts,
 * the palette and the chat inbox. `origin` makes it absolute (e-mails).
 */
export function adminBookingHref(reference: string, origin = ''): string {
  return `${origin}${paths.admin.bookings}?${new URLSearchParams({ [PARAM]: reference }).toString()}`;
}

/** The booking reference an address asks to open (upper-cased), or null when there is none or it is not a reference. */
export function adminBookingReferenceOf(search: string | URLSearchParams): string | null {
  const parsed = bookingReferenceInputSchema.shape.reference.safeParse(new URLSearchParams(search).get(PARAM));
  return parsed.success ? parsed.data : null;
}
