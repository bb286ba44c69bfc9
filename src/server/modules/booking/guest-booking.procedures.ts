import { bookingAccessSchema, guestBookingSchema } from '../../../shared/booking/checkout.schemas';
import { publicProcedure } from '../../trpc/init';

// STUB (helper B replaces): the guest's own booking page and cancellation.
export const guestBookingProcedures = {
  /** The booking behind a signed link; address and instructions only once confirmed. */
  view: publicProcedure.input(bookingAccessSchema).output(guestBookingSchema).query((): never => {
    throw new Error('not implemented');
  }),
  /** Cancels under the cancellation policy and refunds what it allows through the payment provider. */
  cancel: publicProcedure.input(bookingAccessSchema).output(guestBookingSchema).mutation((): never => {
    throw new Error('not implemented');
  }),
};
