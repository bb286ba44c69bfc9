import { z } from 'zod';
import {
  adminBookingSchema,
  bookingListInputSchema,
  bookingListSchema,
  bookingReferenceInputSchema,
  blackoutIdInputSchema,
  blackoutInputSchema,
  blackoutSchema,
  ownerCancelInputSchema,
} from '../../../shared/booking/booking-admin.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { addBlackout, listBlackouts, removeBlackout } from '../availability/blackout.service';
import { cancelByOwner, getBooking, listBookings } from './booking-admin.service';

/** admin.bookings: the owner's bookings, and the blackout dates they set themselves. */
export const bookingAdminRouter = router({
  list: adminProcedure
    .input(bookingListInputSchema)
    .output(bookingListSchema)
    .query(({ ctx, input }) => listBookings(ctx.em, input)),
  get: adminProcedure
    .input(bookingReferenceInputSchema)
    .output(adminBookingSchema)
    .query(({ ctx, input }) => getBooking(ctx.em, input.reference)),
  cancel: adminProcedure
    .input(ownerCancelInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => cancelByOwner(ctx.em, ctx.config, input)),
  blackouts: router({
    list: adminProcedure.output(z.array(blackoutSchema)).query(({ ctx }) => listBlackouts(ctx.em)),
    add: adminProcedure
      .input(blackoutInputSchema)
      .output(blackoutSchema)
      .mutation(({ ctx, input }) => addBlackout(ctx.em, input)),
    remove: adminProcedure
      .input(blackoutIdInputSchema)
      .output(okSchema)
      .mutation(async ({ ctx, input }) => {
        await removeBlackout(ctx.em, input.id);
        return OK;
      }),
  }),
});
