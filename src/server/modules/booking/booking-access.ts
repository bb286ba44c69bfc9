import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingAccessSchema, type BookingAccess } from '../../../shared/booking/checkout.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { ServerConfig } from '../../trpc/context';
import { publicProcedure } from '../../trpc/init';
import { BookingEntity, type BookingRow } from './booking.entity';
import { isValidToken } from './booking-link';

/** The booking behind a signed link. A wrong token and an unknown reference look the same to the caller. */
export async function requireBookingAccess(em: EntityManager, config: ServerConfig, access: BookingAccess): Promise<BookingRow> {
  const notFound = new AppError('NOT_FOUND', 'We could not find that booking. Please use the link from your e-mail.');
  if (!isValidToken(config, access)) throw notFound;
  const booking = await em.findOne(BookingEntity, { reference: access.reference });
  if (!booking) throw notFound;
  return booking;
}

/**
 * Every call a guest makes on their own booking (view, cancel, confirm a
 * payment, demo-pay) takes `{ reference, token }` and goes through this one
 * check: the procedure runs only with `ctx.booking`, the row the link opens.
 */
export const guestBookingProcedure = publicProcedure
  .input(bookingAccessSchema)
  .use(async ({ ctx, input, next }) => next({ ctx: { booking: await requireBookingAccess(ctx.em, ctx.config, input) } }));
