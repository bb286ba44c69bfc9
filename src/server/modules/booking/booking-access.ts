import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { ServerConfig } from '../../trpc/context';
import { BookingEntity, type BookingRow } from './booking.entity';
import { signBookingAccess, verifyBookingAccess } from './booking-link';

// The server derives it from the session secret; tests get a random one (src/test/test-config.ts). There is no default.
export function bookingLinkSecret(config: ServerConfig): string {
  return config.bookingLinkSecret;
}

export function accessTokenFor(config: ServerConfig, reference: string): string {
  return signBookingAccess(bookingLinkSecret(config), reference);
}

/** The booking behind a signed link. A wrong token and an unknown reference look the same to the caller. */
export async function requireBookingAccess(em: EntityManager, config: ServerConfig, access: BookingAccess): Promise<BookingRow> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that booking. Please use the link from your e-mail.');
  if (!verifyBookingAccess(bookingLinkSecret(config), access.reference, access.token)) throw notFound;
  const booking = await em.findOne(BookingEntity, { reference: access.reference });
  if (!booking) throw notFound;
  return booking;
}
