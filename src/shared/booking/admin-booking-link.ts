import { paths } from '../paths';
import { bookingReferenceInputSchema } from './booking-reference.schema';

const PARAM = 'booking';
const RECORD = 'record';
const NEW = 'new';

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

/** The booking open with its 'Record a payment' form showing (the palette's 'Record payment…'). */
export function adminRecordPaymentHref(reference: string): string {
  return `${adminBookingHref(reference)}&${new URLSearchParams({ [RECORD]: 'payment' }).toString()}`;
}

/** Whether an address asks for the booking's payment form as well as the booking. */
export function asksToRecordPayment(search: string | URLSearchParams): boolean {
  return adminBookingReferenceOf(search) !== null && new URLSearchParams(search).get(RECORD) === 'payment';
}

/** The bookings screen with the manual booking dialog open (the palette's 'New booking' from any screen). */
export function adminNewBookingHref(): string {
  return `${paths.admin.bookings}?${NEW}=booking`;
}

/** Whether an address asks for the manual booking dialog. */
export function asksForNewBooking(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get(NEW) === 'booking';
}
