import { holdInputSchema, holdSchema } from '../../../shared/booking/booking.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { checkoutProcedures } from './checkout.procedures';
import { guestBookingProcedures } from './guest-booking.procedures';
import { placeHold } from './hold-owner';

export const bookingRouter = router({
  hold: publicProcedure.input(holdInputSchema).output(holdSchema).mutation(({ ctx, input }) => placeHold(ctx.em, ctx.config, input, ctx.clientKey)),
  ...checkoutProcedures,
  ...guestBookingProcedures,
});
