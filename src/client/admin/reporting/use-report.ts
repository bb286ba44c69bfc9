import type { ReportInput } from '../../../shared/reports/reports.schemas';
import { trpc } from '../../lib/trpc';

/** The month report for a range; the last answer stays on screen while the next loads. */
export function useReport(input: ReportInput | null) {
  return trpc.admin.reports.summary.useQuery(input ?? { from: '', to: '' }, { enabled: input !== null, placeholderData: (previous) => previous });
}

/** The same report as a CSV download (REST row GET /api/admin/reports/summary.csv). */
export function reportCsvHref(input: ReportInput): string {
  return `/api/admin/reports/summary.csv?${new URLSearchParams({ from: input.from, to: input.to })}`;
}
