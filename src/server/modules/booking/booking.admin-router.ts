import { z } from 'zod';
import {
  adminBookingSchema,
  bookingListInputSchema,
  bookingListSchema,
  bookingReferenceInputSchema,
  ownerBlockIdInputSchema,
  ownerBlockInputSchema,
  ownerBlockSchema,
  ownerCancelInputSchema,
} from '../../../shared/booking/booking-admin.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { addOwnerBlock, listOwnerBlocks, removeOwnerBlock } from '../availability/owner-block.service';
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
  blocks: router({
    list: adminProcedure.output(z.array(ownerBlockSchema)).query(({ ctx }) => listOwnerBlocks(ctx.em)),
    add: adminProcedure
      .input(ownerBlockInputSchema)
      .output(ownerBlockSchema)
      .mutation(({ ctx, input }) => addOwnerBlock(ctx.em, input)),
    remove: adminProcedure
      .input(ownerBlockIdInputSchema)
      .output(okSchema)
      .mutation(async ({ ctx, input }) => {
        await removeOwnerBlock(ctx.em, input.id);
        return OK;
      }),
  }),
});
