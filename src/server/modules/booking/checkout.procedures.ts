import { checkoutSessionSchema, guestBookingSchema, startCheckoutInputSchema } from '../../../shared/booking/checkout.schemas';
import { guestBookingProcedure } from './booking-access';
import { publicProcedure } from '../../trpc/init';
import { confirmCheckoutPayment, payDemo, startCheckout } from './checkout.service';

export const checkoutProcedures = {
  /** Holds the nights at the server's price and opens a payment for them. */
  startCheckout: publicProcedure
    .input(startCheckoutInputSchema)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => startCheckout(ctx.em, ctx.config, input, ctx.clientKey)),
  /** After the browser confirmed the payment: checks it with the provider and confirms the booking (idempotent). */
  confirmPayment: guestBookingProcedure.output(guestBookingSchema).mutation(({ ctx }) => confirmCheckoutPayment(ctx.em, ctx.config, ctx.booking)),
  /** Demo payment mode only: accepts the demo "card" and confirms. */
  payDemo: guestBookingProcedure.output(guestBookingSchema).mutation(({ ctx }) => payDemo(ctx.em, ctx.config, ctx.booking)),
};
