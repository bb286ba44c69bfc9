import { bookingAccessSchema, guestBookingSchema } from '../../../shared/booking/checkout.schemas';
import { publicProcedure } from '../../trpc/init';
import { cancelBooking, getGuestBooking } from './guest-booking.service';

/** The guest's own booking, reached with the reference and signed token from their link. */
export const guestBookingProcedures = {
  /** The booking behind a signed link; address and instructions only once confirmed. */
  view: publicProcedure
    .input(bookingAccessSchema)
    .output(guestBookingSchema)
    .query(({ ctx, input }) => getGuestBooking(ctx.em, ctx.config, input)),
  /** Cancels under the cancellation policy and refunds what it allows through the payment provider. */
  cancel: publicProcedure
    .input(bookingAccessSchema)
    .output(guestBookingSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx.em, ctx.config, input)),
};
