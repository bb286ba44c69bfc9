import { z } from 'zod';
import {
  adminBookingSchema,
  bookingListInputSchema,
  bookingListSchema,
  bookingQuerySchema,
  csvFileSchema,
  partialRefundInputSchema,
  blackoutIdInputSchema,
  blackoutInputSchema,
  blackoutSchema,
  ownerCancelInputSchema,
} from '../../../shared/booking/booking-admin.schemas';
import { bookingReferenceInputSchema } from '../../../shared/booking/booking-reference.schema';
import { bookingSearchInputSchema, bookingSearchSchema } from '../../../shared/booking/booking-search.schemas';
import { recordPaymentInputSchema, voidPaymentInputSchema } from '../../../shared/booking/recorded-payment.schemas';
import { manualBookingInputSchema, manualBookingSchema } from '../../../shared/booking/manual-booking.schemas';
import { bookingChangeInputSchema, bookingChangeQuoteInputSchema, bookingChangeQuoteSchema } from '../../../shared/booking/booking-change.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { addBlackout, listBlackouts, removeBlackout } from '../availability/blackout.service';
import { cancelByOwner, exportBookingsCsv, getBooking, listBookings, refundPartially, resendConfirmation } from './booking-admin.service';
import { searchBookings } from './booking-search.service';
import { createManualBooking } from './manual-booking.service';
import { changeBooking, quoteBookingChange } from './booking-change.service';
import { recordPayment, voidPayment } from './recorded-payment.service';
import { findReturningGuests } from './returning-guests';
import { returningGuestQuerySchema, returningGuestSchema } from '../../../shared/booking/returning-guest.schemas';

/** admin.bookings: the owner's bookings, and the blackout dates they set themselves. */
export const bookingAdminRouter = router({
  list: adminProcedure
    .input(bookingListInputSchema)
    .output(bookingListSchema)
    .query(({ ctx, input }) => listBookings(ctx.em, input)),
  /** Guests of earlier bookings by part of their name or e-mail: the manual booking dialog fills in their details. */
  returningGuests: adminProcedure
    .input(returningGuestQuerySchema)
    .output(z.array(returningGuestSchema))
    .query(({ ctx, input }) => findReturningGuests(ctx.em, input.query)),
  /** The command palette's search: a date's stays in arrival order, and bookings by reference, guest name, e-mail or phone. */
  search: adminProcedure
    .input(bookingSearchInputSchema)
    .output(bookingSearchSchema)
    .query(({ ctx, input }) => searchBookings(ctx.em, input)),
  get: adminProcedure
    .input(bookingReferenceInputSchema)
    .output(adminBookingSchema)
    .query(({ ctx, input }) => getBooking(ctx.em, input.reference)),
  cancel: adminProcedure
    .input(ownerCancelInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => cancelByOwner(ctx.em, ctx.config, input, ctx.user)),
  /** The list's filters (every page) as a CSV file; GET /api/admin/bookings.csv sends it as a download. */
  exportCsv: adminProcedure
    .input(bookingQuerySchema)
    .output(csvFileSchema)
    .query(async ({ ctx, input }) => {
      await recordAudit(ctx.em, { action: 'export', entity: 'bookings_export', after: input });
      return exportBookingsCsv(ctx.em, input);
    }),
  /** Queues the guest's confirmation e-mail again (confirmed bookings only). */
  resendConfirmation: adminProcedure
    .input(bookingReferenceInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => resendConfirmation(ctx.em, ctx.config, input.reference, ctx.user)),
  /** Refunds part of what was paid, with a reason; the status stays as it is. */
  refund: adminProcedure
    .input(partialRefundInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => refundPartially(ctx.em, ctx.config, input, ctx.user)),
  /** Money received or given back by hand (cash, check, transfer, a card taken elsewhere), with an optional receipt to the guest. */
  recordPayment: adminProcedure
    .input(recordPaymentInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => recordPayment(ctx.em, ctx.config, input, ctx.user)),
  /** A recorded payment or refund made by mistake stops counting; it is kept, with the reason. */
  voidPayment: adminProcedure
    .input(voidPaymentInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => voidPayment(ctx.em, input, ctx.user)),
  /** A booking the owner records by hand (phone, cash, check, transfer): confirmed at once, e-mailed like an online one. */
  createManual: adminProcedure
    .input(manualBookingInputSchema)
    .output(manualBookingSchema)
    .mutation(({ ctx, input }) => createManualBooking(ctx.em, ctx.config, input, { userId: ctx.user.id, name: ctx.user.name })),
  /** The engine's price for a booking's new dates or party, beside its total; nothing changes. */
  quoteChange: adminProcedure
    .input(bookingChangeQuoteInputSchema)
    .output(bookingChangeQuoteSchema)
    .query(({ ctx, input }) => quoteBookingChange(ctx.em, input)),
  /** The owner changes a confirmed booking's dates, party or guest details, keeping the old price or taking the new one. */
  change: adminProcedure
    .input(bookingChangeInputSchema)
    .output(adminBookingSchema)
    .mutation(({ ctx, input }) => changeBooking(ctx.em, ctx.config, input, ctx.user)),
  blackouts: router({
    list: adminProcedure.output(z.array(blackoutSchema)).query(({ ctx }) => listBlackouts(ctx.em)),
    add: adminProcedure
      .input(blackoutInputSchema)
      .output(blackoutSchema)
      // The blackout that holds the nights now: joined with any it overlaps or touches.
      .mutation(async ({ ctx, input }) => (await addBlackout(ctx.em, input)).blackout),
    remove: adminProcedure
      .input(blackoutIdInputSchema)
      .output(okSchema)
      .mutation(async ({ ctx, input }) => {
        await removeBlackout(ctx.em, input.id);
        return OK;
      }),
  }),
});
