import { bookingAccessSchema, checkoutSessionSchema, guestBookingSchema, startCheckoutInputSchema } from '../../../shared/booking/checkout.schemas';
import { publicProcedure } from '../../trpc/init';
import { confirmCheckoutPayment, payDemo, startCheckout } from './checkout.service';

export const checkoutProcedures = {
  /** Holds the nights at the server's price and opens a payment for them. */
  startCheckout: publicProcedure
    .input(startCheckoutInputSchema)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => startCheckout(ctx.em, ctx.config, input, ctx.clientKey)),
  /** After the browser confirmed the payment: checks it with the provider and confirms the booking (idempotent). */
  confirmPayment: publicProcedure
    .input(bookingAccessSchema)
    .output(guestBookingSchema)
    .mutation(({ ctx, input }) => confirmCheckoutPayment(ctx.em, ctx.config, input)),
  /** Demo payment mode only: accepts the demo "card" and confirms. */
  payDemo: publicProcedure
    .input(bookingAccessSchema)
    .output(guestBookingSchema)
    .mutation(({ ctx, input }) => payDemo(ctx.em, ctx.config, input)),
};
