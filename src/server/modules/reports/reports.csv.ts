import { centsToDecimal } from '../../../shared/lib/money';
import { REPORT_COLUMNS, type ReportLine, type ReportSummary } from '../../../shared/reports/reports.schemas';

function cell(kind: (typeof REPORT_COLUMNS)[number]['kind'], value: number | null): string {
  if (value === null) return '';
  return kind === 'cents' ? centsToDecimal(value) : String(value);
}

function row(label: string, line: ReportLine): string {
  return [label, line.from, line.to, ...REPORT_COLUMNS.map((column) => cell(column.kind, column.value(line)))].join(',');
}

/** The month table as CSV: one row per month and a Total row; money in dollars ("1234.50"), empty where a figure has no meaning. */
export function reportCsv(summary: ReportSummary): { filename: string; csv: string } {
  const header = ['Month', 'From', 'To', ...REPORT_COLUMNS.map((column) => column.label)].join(',');
  const lines = [header, ...summary.months.map((month) => row(month.month, month)), row('Total', summary.totals)];
  return { filename: `report-${summary.from}-to-${summary.to}.csv`, csv: `${lines.join('\r\n')}\r\n` };
}
