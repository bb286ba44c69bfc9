import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { RequestConfig } from '../../trpc/context';
import { BookingEntity, type BookingRow } from './booking.entity';
import { signBookingAccess, verifyBookingAccess } from './booking-link';

// Only tests run without a configured secret; the server always passes one (derived from the session secret).
const TEST_LINK_SECRET = 'test-only-booking-link-secret-0123456789';

export function bookingLinkSecret(config: RequestConfig): string {
  return config.bookingLinkSecret ?? TEST_LINK_SECRET;
}

export function accessTokenFor(config: RequestConfig, reference: string): string {
  return signBookingAccess(bookingLinkSecret(config), reference);
}

/** The booking behind a signed link. A wrong token and an unknown reference look the same to the caller. */
export async function requireBookingAccess(em: EntityManager, config: RequestConfig, access: BookingAccess): Promise<BookingRow> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that booking. Please use the link from your e-mail.');
  if (!verifyBookingAccess(bookingLinkSecret(config), access.reference, access.token)) throw notFound;
  const booking = await em.findOne(BookingEntity, { reference: access.reference });
  if (!booking) throw notFound;
  return booking;
}
