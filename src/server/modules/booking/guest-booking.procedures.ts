import { guestBookingSchema } from '../../../shared/booking/checkout.schemas';
import { guestBookingProcedure } from './booking-access';
import { cancelBooking, getGuestBooking } from './guest-booking.service';

/** The guest's own booking, reached with the reference and signed token from their link. */
export const guestBookingProcedures = {
  /** The booking behind a signed link; address and instructions only once confirmed. */
  view: guestBookingProcedure.output(guestBookingSchema).query(({ ctx }) => getGuestBooking(ctx.em, ctx.booking)),
  /** Cancels under the cancellation policy and refunds what it allows through the payment provider. */
  cancel: guestBookingProcedure.output(guestBookingSchema).mutation(({ ctx }) => cancelBooking(ctx.em, ctx.config, ctx.booking)),
};
