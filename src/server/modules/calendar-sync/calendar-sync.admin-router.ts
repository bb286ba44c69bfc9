import { z } from 'zod';
import {
  addFeedInputSchema,
  calendarFeedSchema,
  exportUrlSchema,
  feedIdInputSchema,
  syncResultSchema,
} from '../../../shared/calendar-sync/calendar-sync.schemas';
import {
  blockNightsInputSchema,
  blockNightsResultSchema,
  calendarMonthSchema,
  calendarRangeInputSchema,
  minStayInputSchema,
  nightPriceInputSchema,
  rangeActionResultSchema,
} from '../../../shared/availability/calendar-nights.schemas';
import { daysBetweenIso } from '../../../shared/lib/dates';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { addBlackout, unblockNights } from '../availability/blackout.service';
import { calendarMonth, setMinStay, setNightPrice } from '../availability/calendar-nights.service';
import { exportUrl, rotateExportToken } from './calendar-export.service';
import { addFeed, listFeeds, removeFeed, syncNow } from './calendar-sync.service';

/** admin.calendar: imported feeds, the export URL, and the owner's month grid with its range actions. */
export const calendarSyncAdminRouter = router({
  feeds: adminProcedure.output(z.array(calendarFeedSchema)).query(({ ctx }) => listFeeds(ctx.em)),
  addFeed: adminProcedure
    .input(addFeedInputSchema)
    .output(calendarFeedSchema)
    .mutation(({ ctx, input }) => addFeed(ctx.em, input)),
  removeFeed: adminProcedure
    .input(feedIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeFeed(ctx.em, input.id);
      return OK;
    }),
  syncNow: adminProcedure
    .input(feedIdInputSchema)
    .output(syncResultSchema)
    .mutation(({ ctx, input }) => syncNow(ctx.em, input.id)),
  exportUrl: adminProcedure.output(exportUrlSchema).query(({ ctx }) => exportUrl(ctx.em)),
  rotateExportToken: adminProcedure.output(exportUrlSchema).mutation(({ ctx }) => rotateExportToken(ctx.em)),
  /** Each night of [start, end) (at most 62): what holds it and its 1-night price. */
  month: adminProcedure
    .input(calendarRangeInputSchema)
    .output(calendarMonthSchema)
    .query(({ ctx, input }) => calendarMonth(ctx.em, input)),
  /** Blocks [start, end), joined with the owner's blocks it overlaps or touches into one. */
  blockNights: adminProcedure
    .input(blockNightsInputSchema)
    .output(blockNightsResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { blackout, joined } = await addBlackout(ctx.em, input);
      return { nights: daysBetweenIso(input.start, input.end), block: { start: blackout.start, end: blackout.end }, joined };
    }),
  /** Frees the owner's blocked nights in [start, end), whatever blocks made them. */
  unblockNights: adminProcedure
    .input(calendarRangeInputSchema)
    .output(rangeActionResultSchema)
    .mutation(async ({ ctx, input }) => ({ nights: await unblockNights(ctx.em, input.start, input.end) })),
  setNightPrice: adminProcedure
    .input(nightPriceInputSchema)
    .output(rangeActionResultSchema)
    .mutation(({ ctx, input }) => setNightPrice(ctx.em, input)),
  setMinStay: adminProcedure
    .input(minStayInputSchema)
    .output(rangeActionResultSchema)
    .mutation(({ ctx, input }) => setMinStay(ctx.em, input)),
});
