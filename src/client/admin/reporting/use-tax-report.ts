import type { TaxReportInput } from '../../../shared/tax-report/tax-report.schemas';
import { trpc } from '../../lib/trpc';

/** The Hawaii tax report for the owner's choice of year, filing periods and basis; the last answer stays while the next loads. */
export function useTaxReport(input: TaxReportInput) {
  return trpc.admin.taxReport.get.useQuery(input, { placeholderData: (previous) => previous });
}

/** The CSV download of the same report (REST row GET /api/admin/reports/tax.csv). */
export function taxReportCsvHref(input: TaxReportInput): string {
  const query = new URLSearchParams({ year: String(input.year), period: input.period, basis: input.basis });
  return `/api/admin/reports/tax.csv?${query}`;
}
