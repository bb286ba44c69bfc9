import { REPORT_COLUMNS, type ReportLine, type ReportMonth, type ReportSummary } from '../../../shared/reports/reports.schemas';
import { DataTable, useClientSort, type DataColumn } from '../../ui/data-table';
import { displayFigure, monthLabel } from './report-format';

/** A month's line, or the totals (no month) in the pinned last row. */
type Line = ReportLine & { month?: ReportMonth['month'] };

const COLUMNS: DataColumn<Line>[] = [
  { id: 'month', label: 'Month', isRowHeader: true, render: (line) => (line.month ? monthLabel(line.month) : ''), sortValue: (line) => line.month ?? '' },
  ...REPORT_COLUMNS.map((column) => ({
    id: column.key,
    label: column.label,
    numeric: true,
    render: (line: Line) => displayFigure(column.kind, column.value(line)),
    sortValue: column.value,
  })),
];

/** Every figure by month (sortable by any column, the total always last), the same numbers as the charts. */
export function ReportTable({ report }: { report: ReportSummary }) {
  const sorted = useClientSort<Line>(report.months, COLUMNS, { column: 'month', direction: 'asc' });
  return (
    <DataTable<Line>
      caption="Occupancy and revenue by month"
      columns={COLUMNS}
      items={sorted.items}
      rowKey={(line) => line.month ?? 'total'}
      rowText={(line) => (line.month ? monthLabel(line.month) : 'Total')}
      sort={sorted.sort}
      onSortChange={sorted.onSortChange}
      totalRow={report.totals}
    />
  );
}
