import { centsToDecimal } from '../../../shared/lib/money';
import { REPORT_COLUMNS, type ReportLine, type ReportSummary } from '../../../shared/reports/reports.schemas';
import { csvDocument, csvNumber, type CsvValue } from '../../lib/csv';

function cell(kind: (typeof REPORT_COLUMNS)[number]['kind'], value: number | null): CsvValue {
  if (value === null) return null;
  return kind === 'cents' ? csvNumber(centsToDecimal(value)) : value;
}

function row(label: string, line: ReportLine): CsvValue[] {
  return [label, line.from, line.to, ...REPORT_COLUMNS.map((column) => cell(column.kind, column.value(line)))];
}

/** The month table as CSV: one row per month and a Total row; money in dollars ("1234.50"), empty where a figure has no meaning. */
export function reportCsv(summary: ReportSummary): { filename: string; csv: string } {
  const header = ['Month', 'From', 'To', ...REPORT_COLUMNS.map((column) => column.label)];
  const rows = [header, ...summary.months.map((month) => row(month.month, month)), row('Total', summary.totals)];
  return { filename: `report-${summary.from}-to-${summary.to}.csv`, csv: csvDocument(rows) };
}
