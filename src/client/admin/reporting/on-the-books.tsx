import { formatDay } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { changePercent } from '../../../shared/reports/report-metrics';
import { ON_THE_BOOKS_DEFINITION, type BookedFigures, type OnTheBooksMonth } from '../../../shared/reports/reports.schemas';
import { errorText } from '../../lib/errors';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { displayChange, monthLabel } from './report-format';
import * as styles from './reporting.css';
import { useOnTheBooks } from './use-on-the-books';

/** A coming month's row, or the totals (no month). */
interface Row {
  month?: OnTheBooksMonth['month'];
  now: BookedFigures;
  lastYear: BookedFigures;
}

const COLUMNS: DataColumn<Row>[] = [
  { id: 'month', label: 'Month', isRowHeader: true, render: (row) => (row.month ? monthLabel(row.month) : '') },
  { id: 'nights', label: 'Nights on the books', numeric: true, render: (row) => String(row.now.nights) },
  { id: 'nightsLastYear', label: 'Nights a year ago', numeric: true, render: (row) => String(row.lastYear.nights) },
  { id: 'nightsChange', label: 'Nights change', numeric: true, render: (row) => displayChange(changePercent(row.now.nights, row.lastYear.nights)) },
  { id: 'revenue', label: 'Revenue on the books', numeric: true, render: (row) => formatUsd(row.now.revenueCents) },
  { id: 'revenueLastYear', label: 'Revenue a year ago', numeric: true, render: (row) => formatUsd(row.lastYear.revenueCents) },
  { id: 'revenueChange', label: 'Revenue change', numeric: true, render: (row) => displayChange(changePercent(row.now.revenueCents, row.lastYear.revenueCents)) },
];

/** Reporting → On the books: for this month and the eleven after it, what is already booked today against the same day last year. */
export function OnTheBooksView({ today }: { today: string }) {
  const books = useOnTheBooks(today);
  if (books.isPending) return <p role="status">Loading what is on the books…</p>;
  if (books.isError) return <p role="alert">Could not load what is on the books. {errorText(books.error)}</p>;
  const { data } = books;
  return (
    <>
      <p>
        Booked as of {formatDay(data.asOf)}, beside the same months a year earlier as they stood on {formatDay(data.lastYearAsOf)}.
      </p>
      <DataTable<Row>
        caption="On the books by month, against the same point last year"
        columns={COLUMNS}
        items={data.months}
        rowKey={(row) => row.month ?? 'total'}
        rowText={(row) => (row.month ? monthLabel(row.month) : 'Total')}
        totalRow={data.totals}
      />
      <p className={styles.note}>{ON_THE_BOOKS_DEFINITION}</p>
    </>
  );
}
