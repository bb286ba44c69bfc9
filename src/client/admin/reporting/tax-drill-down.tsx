import { useMemo } from 'react';
import type { TaxPeriod, TaxReportLine } from '../../../shared/tax-report/tax-report.schemas';
import { formatDay, formatDayRange } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { nightsLabel } from '../../lib/format';
import { DataTable, useClientSort, type DataColumn } from '../../ui/data-table';

type Line = TaxReportLine & { id: string };

const ENTRY_LABELS: Record<TaxReportLine['entry'], string> = { stay: 'Nights of the stay', payment: 'Payment', refund: 'Refund' };

function whenOf(line: TaxReportLine): string {
  return line.entry === 'stay' ? nightsLabel(line.nights) : line.date ? formatDay(line.date) : '—';
}

const COLUMNS: DataColumn<Line>[] = [
  { id: 'reference', label: 'Reference', isRowHeader: true, render: (line) => line.reference, sortValue: (line) => line.reference },
  { id: 'guest', label: 'Guest', render: (line) => line.guestName ?? '—', sortValue: (line) => line.guestName ?? '' },
  { id: 'stay', label: 'Stay', render: (line) => formatDayRange(line.checkIn, line.checkOut) },
  { id: 'entry', label: 'Counts as', render: (line) => ENTRY_LABELS[line.entry], sortValue: (line) => line.entry },
  { id: 'when', label: 'Date or nights', render: whenOf },
  { id: 'amount', label: 'Amount', numeric: true, render: (line) => formatUsd(line.amountCents), sortValue: (line) => line.amountCents },
  { id: 'base', label: 'Rent and fees', numeric: true, render: (line) => formatUsd(line.grossRentalProceedsCents), sortValue: (line) => line.grossRentalProceedsCents },
  { id: 'tat', label: 'TAT', numeric: true, render: (line) => formatUsd(line.tatCollectedCents) },
  { id: 'otat', label: 'OTAT', numeric: true, render: (line) => formatUsd(line.otatCollectedCents) },
  { id: 'get', label: 'GET', numeric: true, render: (line) => formatUsd(line.getPassedOnCents) },
];

/** The bookings under one period: what its figures add up from. Columns sort by click or Enter on the header. */
export function TaxDrillDown({ period }: { period: TaxPeriod }) {
  const lines = useMemo(() => period.bookings.map((line, index) => ({ ...line, id: `${line.reference}-${line.entry}-${line.date ?? ''}-${index}` })), [period.bookings]);
  const sorted = useClientSort(lines, COLUMNS, { column: 'reference', direction: 'asc' });

  if (period.bookings.length === 0) return <p>No bookings count in {period.label}.</p>;

  return (
    <DataTable
      caption={`Bookings in ${period.label}`}
      columns={COLUMNS}
      items={sorted.items}
      rowKey={(line) => line.id}
      rowText={(line) => `${line.reference}, ${line.guestName ?? 'no name'}, ${ENTRY_LABELS[line.entry]}`}
      sort={sorted.sort}
      onSortChange={sorted.onSortChange}
    />
  );
}
