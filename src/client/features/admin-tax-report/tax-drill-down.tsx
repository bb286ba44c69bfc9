import { useMemo, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import type { TaxPeriod, TaxReportLine } from '../../../shared/tax-report/tax-report.schemas';
import { displayMoney, formatDisplayDate, nightsLabel } from '../../lib/format';
import * as admin from '../../ui/admin.css';

type SortKey = 'reference' | 'guest' | 'entry' | 'amount' | 'base';

const ENTRY_LABELS: Record<TaxReportLine['entry'], string> = { stay: 'Nights of the stay', payment: 'Payment', refund: 'Refund' };

const money = (value: string) => Math.round(Number(value) * 100);
const SORTERS: Record<SortKey, (a: TaxReportLine, b: TaxReportLine) => number> = {
  reference: (a, b) => a.reference.localeCompare(b.reference),
  guest: (a, b) => (a.guestName ?? '').localeCompare(b.guestName ?? ''),
  entry: (a, b) => a.entry.localeCompare(b.entry),
  amount: (a, b) => money(a.amount) - money(b.amount),
  base: (a, b) => money(a.grossRentalProceeds) - money(b.grossRentalProceeds),
};

function whenOf(line: TaxReportLine): string {
  return line.entry === 'stay' ? nightsLabel(line.nights) : line.date ? formatDisplayDate(line.date) : '—';
}

/** The bookings under one period: what its figures add up from. Columns sort by click or Enter on the header. */
export function TaxDrillDown({ period }: { period: TaxPeriod }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'reference', direction: 'ascending' });
  const lines = useMemo(() => {
    const sorted = period.bookings.map((line, index) => ({ ...line, id: `${line.reference}-${line.entry}-${line.date ?? ''}-${index}` }));
    sorted.sort(SORTERS[sort.column as SortKey]);
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [period.bookings, sort]);

  if (period.bookings.length === 0) return <p>No bookings count in {period.label}.</p>;

  const num = `${admin.cell} ${admin.numeric}`;
  return (
    <div className={admin.tableWrap}>
      <Table aria-label={`Bookings in ${period.label}`} className={admin.table} sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader>
          <Column id="reference" isRowHeader allowsSorting className={`${admin.cell} ${admin.sortableColumn}`}>{({ sortDirection }) => <>Reference{arrow(sortDirection)}</>}</Column>
          <Column id="guest" allowsSorting className={`${admin.cell} ${admin.sortableColumn}`}>{({ sortDirection }) => <>Guest{arrow(sortDirection)}</>}</Column>
          <Column id="stay" className={admin.cell}>Stay</Column>
          <Column id="entry" allowsSorting className={`${admin.cell} ${admin.sortableColumn}`}>{({ sortDirection }) => <>Counts as{arrow(sortDirection)}</>}</Column>
          <Column id="when" className={admin.cell}>Date or nights</Column>
          <Column id="amount" allowsSorting className={`${num} ${admin.sortableColumn}`}>{({ sortDirection }) => <>Amount{arrow(sortDirection)}</>}</Column>
          <Column id="base" allowsSorting className={`${num} ${admin.sortableColumn}`}>{({ sortDirection }) => <>Rent and fees{arrow(sortDirection)}</>}</Column>
          <Column id="tat" className={num}>TAT</Column>
          <Column id="otat" className={num}>OTAT</Column>
          <Column id="get" className={num}>GET</Column>
        </TableHeader>
        <TableBody items={lines}>
          {(line) => (
            <Row id={line.id} className={admin.focusableRow}>
              <Cell className={admin.cell}>{line.reference}</Cell>
              <Cell className={admin.cell}>{line.guestName ?? '—'}</Cell>
              <Cell className={admin.cell}>{`${formatDisplayDate(line.checkIn)} – ${formatDisplayDate(line.checkOut)}`}</Cell>
              <Cell className={admin.cell}>{ENTRY_LABELS[line.entry]}</Cell>
              <Cell className={admin.cell}>{whenOf(line)}</Cell>
              <Cell className={num}>{displayMoney(line.amount)}</Cell>
              <Cell className={num}>{displayMoney(line.grossRentalProceeds)}</Cell>
              <Cell className={num}>{displayMoney(line.tatCollected)}</Cell>
              <Cell className={num}>{displayMoney(line.otatCollected)}</Cell>
              <Cell className={num}>{displayMoney(line.getPassedOn)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function arrow(direction: SortDescriptor['direction'] | undefined) {
  if (!direction) return null;
  return <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>;
}
