import { bookingAccessSchema, checkoutSessionSchema, guestBookingSchema, startCheckoutInputSchema } from '../../../shared/booking/checkout.schemas';
import { publicProcedure } from '../../trpc/init';

// STUB (helper A replaces): checkout and payment confirmation.
export const checkoutProcedures = {
  /** Holds the nights at the server's price and opens a payment for them. */
  startCheckout: publicProcedure.input(startCheckoutInputSchema).output(checkoutSessionSchema).mutation((): never => {
    throw new Error('not implemented');
  }),
  /** After the browser confirmed the payment: checks it with the provider and confirms the booking (idempotent). */
  confirmPayment: publicProcedure.input(bookingAccessSchema).output(guestBookingSchema).mutation((): never => {
    throw new Error('not implemented');
  }),
  /** Demo payment mode only: accepts the demo "card" and confirms. */
  payDemo: publicProcedure.input(bookingAccessSchema).output(guestBookingSchema).mutation((): never => {
    throw new Error('not implemented');
  }),
};
