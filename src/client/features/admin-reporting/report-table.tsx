import { useMemo, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { REPORT_COLUMNS, type ReportSummary } from '../../../shared/reports/reports.schemas';
import * as admin from '../../ui/admin.css';
import { displayFigure, monthLabel } from './report-format';
import * as styles from './reporting.css';

const MONTH = 'month';

/** Every figure by month (sortable by any column, the total always last), as a React Aria table. */
export function ReportTable({ report }: { report: ReportSummary }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: MONTH, direction: 'ascending' });
  const months = useMemo(() => {
    const column = REPORT_COLUMNS.find((candidate) => candidate.key === sort.column);
    const sorted = [...report.months].sort((a, b) => {
      if (!column) return a.month.localeCompare(b.month);
      return (column.value(a) ?? -Infinity) - (column.value(b) ?? -Infinity);
    });
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [report.months, sort]);
  const rows = [...months.map((month) => ({ id: month.month, label: monthLabel(month.month), line: month })), { id: 'total', label: 'Total', line: report.totals }];

  return (
    <div className={admin.tableWrap}>
      <Table aria-label="Occupancy and revenue by month" sortDescriptor={sort} onSortChange={setSort} className={admin.table}>
        <TableHeader>
          <Column id={MONTH} isRowHeader allowsSorting className={`${admin.cell} ${admin.sortableColumn}`}>
            {({ sortDirection }) => <>Month{sortMark(sortDirection)}</>}
          </Column>
          {REPORT_COLUMNS.map((column) => (
            <Column key={column.key} id={column.key} allowsSorting className={`${admin.cell} ${admin.numeric} ${admin.sortableColumn}`}>
              {({ sortDirection }) => (
                <>
                  {column.label}
                  {sortMark(sortDirection)}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id} className={row.id === 'total' ? `${admin.focusableRow} ${styles.totalRow}` : admin.focusableRow}>
              <Cell className={admin.cell}>{row.label}</Cell>
              {REPORT_COLUMNS.map((column) => (
                <Cell key={column.key} className={`${admin.cell} ${admin.numeric}`}>
                  {displayFigure(column.kind, column.value(row.line))}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function sortMark(direction: SortDescriptor['direction'] | undefined) {
  if (!direction) return null;
  return <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>;
}
