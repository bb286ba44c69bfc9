import { useMemo } from 'react';
import type { TaxPeriod, TaxReportLine } from '../../../shared/tax-report/tax-report.schemas';
import { displayMoney, formatDisplayDate, nightsLabel } from '../../lib/format';
import { DataTable, useClientSort, type DataColumn } from '../../ui/data-table';

type Line = TaxReportLine & { id: string };

const ENTRY_LABELS: Record<TaxReportLine['entry'], string> = { stay: 'Nights of the stay', payment: 'Payment', refund: 'Refund' };

const cents = (value: string) => Math.round(Number(value) * 100);

function whenOf(line: TaxReportLine): string {
  return line.entry === 'stay' ? nightsLabel(line.nights) : line.date ? formatDisplayDate(line.date) : '—';
}

const COLUMNS: DataColumn<Line>[] = [
  { id: 'reference', label: 'Reference', isRowHeader: true, render: (line) => line.reference, sortValue: (line) => line.reference },
  { id: 'guest', label: 'Guest', render: (line) => line.guestName ?? '—', sortValue: (line) => line.guestName ?? '' },
  { id: 'stay', label: 'Stay', render: (line) => `${formatDisplayDate(line.checkIn)} – ${formatDisplayDate(line.checkOut)}` },
  { id: 'entry', label: 'Counts as', render: (line) => ENTRY_LABELS[line.entry], sortValue: (line) => line.entry },
  { id: 'when', label: 'Date or nights', render: whenOf },
  { id: 'amount', label: 'Amount', numeric: true, render: (line) => displayMoney(line.amount), sortValue: (line) => cents(line.amount) },
  { id: 'base', label: 'Rent and fees', numeric: true, render: (line) => displayMoney(line.grossRentalProceeds), sortValue: (line) => cents(line.grossRentalProceeds) },
  { id: 'tat', label: 'TAT', numeric: true, render: (line) => displayMoney(line.tatCollected) },
  { id: 'otat', label: 'OTAT', numeric: true, render: (line) => displayMoney(line.otatCollected) },
  { id: 'get', label: 'GET', numeric: true, render: (line) => displayMoney(line.getPassedOn) },
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
