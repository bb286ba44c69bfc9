import { z } from 'zod';
import {
  addFeedInputSchema,
  calendarFeedSchema,
  exportUrlSchema,
  feedIdInputSchema,
  syncResultSchema,
} from '../../../shared/calendar-sync/calendar-sync.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { exportUrl, rotateExportToken } from './calendar-export.service';
import { addFeed, listFeeds, removeFeed, syncNow } from './calendar-sync.service';

/** admin.calendar: imported feeds and the export URL. */
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
});
