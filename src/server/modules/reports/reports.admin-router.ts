import { onTheBooksInputSchema, onTheBooksSchema, reportCsvSchema, reportInputSchema, reportSummarySchema } from '../../../shared/reports/reports.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { onTheBooks } from './on-the-books.service';
import { reportCsv } from './reports.csv';
import { reportSummary } from './reports.service';

/** admin.reports: occupancy and revenue by Honolulu month, summed in PostgreSQL. */
export const reportsAdminRouter = router({
  summary: adminProcedure
    .input(reportInputSchema)
    .output(reportSummarySchema)
    .query(({ ctx, input }) => reportSummary(ctx.em, input)),
  /** The same report as a CSV file (REST sends it as a download). */
  summaryCsv: adminProcedure
    .input(reportInputSchema)
    .output(reportCsvSchema)
    .query(async ({ ctx, input }) => {
      await recordAudit(ctx.em, { action: 'export', entity: 'report_export', after: input });
      return reportCsv(await reportSummary(ctx.em, input));
    }),
  /** Nights and revenue on the books for the coming twelve months, against the same point last year. */
  onTheBooks: adminProcedure
    .input(onTheBooksInputSchema)
    .output(onTheBooksSchema)
    .query(({ ctx, input }) => onTheBooks(ctx.em, input)),
});
