import { taxReportCsvSchema, taxReportInputSchema, taxReportSchema } from '../../../shared/tax-report/tax-report.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { recordAudit } from '../audit/audit.service';
import { taxReportCsv, taxReportFilename } from './tax-report.csv';
import { taxReport } from './tax-report.service';

/** admin.taxReport: the Hawaii tax report (G-45/G-49, TA-1/TA-2, Honolulu OTAT) as JSON and as CSV. */
export const taxReportAdminRouter = router({
  get: adminProcedure
    .input(taxReportInputSchema)
    .output(taxReportSchema)
    .query(({ ctx, input }) => taxReport(ctx.em, input)),
  csv: adminProcedure
    .input(taxReportInputSchema)
    .output(taxReportCsvSchema)
    .query(async ({ ctx, input }) => {
      await recordAudit(ctx.em, { action: 'export', entity: 'tax_report_export', after: input });
      const report = await taxReport(ctx.em, input);
      return { filename: taxReportFilename(report), csv: taxReportCsv(report) };
    }),
});
