import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { AdminBookingSummary, BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import { errorText } from '../../lib/errors';
import { formatUsd } from '../../../shared/lib/money';
import { DataTable, DataTablePager, type DataColumn } from '../../ui/data-table';
import * as admin from '../kit/admin.css';
import { displayStay, manualSourceLabel, petsLabel, STATUS_LABELS } from './admin-format';
import * as styles from './admin-bookings.css';
import { NO_FILTERS, setFilters, useBookingList, type BookingFilters, type BookingSort } from './use-admin-bookings';

const EMPTY: Record<BookingListFilter, string> = {
  upcoming: 'No upcoming bookings.',
  'in-house': 'Nobody is staying right now.',
  past: 'No past bookings yet.',
  holds: 'No holds: nobody is in the middle of checking out.',
  cancelled: 'No cancelled bookings.',
  all: 'No bookings yet.',
};

const CAPTIONS: Record<BookingListFilter, string> = {
  upcoming: 'Upcoming bookings',
  'in-house': 'Guests in the house',
  past: 'Past bookings',
  holds: 'Holds and abandoned checkouts',
  cancelled: 'Cancelled bookings',
  all: 'All bookings',
};

/** The table's columns; ids of sortable ones are the server's sort columns. */
function bookingColumns(onOpen: (reference: string) => void): DataColumn<AdminBookingSummary>[] {
  return [
    {
      id: 'reference',
      label: 'Reference',
      isRowHeader: true,
      allowsSorting: true,
      render: (booking) => (
        <AriaButton className={styles.referenceButton} onPress={() => onOpen(booking.reference)} aria-label={`Open booking ${booking.reference}`}>
          {booking.reference}
        </AriaButton>
      ),
    },
    { id: 'guestName', label: 'Guest', allowsSorting: true, render: (booking) => booking.guestName ?? 'Not given yet' },
    { id: 'checkIn', label: 'Dates', allowsSorting: true, render: (booking) => displayStay(booking.checkIn, booking.checkOut) },
    { id: 'nights', label: 'Nights', allowsSorting: true, numeric: true, render: (booking) => booking.nights },
    {
      id: 'guests',
      label: 'Guests',
      allowsSorting: true,
      numeric: true,
      render: (booking) => `${booking.guests}${booking.pets > 0 ? ` + ${petsLabel(booking.pets)}` : ''}`,
    },
    {
      id: 'status',
      label: 'Status',
      render: (booking) => {
        const manual = manualSourceLabel(booking);
        return (
          <>
            <span className={styles.badge[booking.status]}>{STATUS_LABELS[booking.status]}</span>
            {manual && <span className={styles.source}>{manual}</span>}
          </>
        );
      },
    },
    { id: 'total', label: 'Total', allowsSorting: true, numeric: true, render: (booking) => formatUsd(booking.totalCents) },
    {
      id: 'paid',
      label: 'Paid',
      allowsSorting: true,
      numeric: true,
      render: (booking) => `${formatUsd(booking.paidCents)}${booking.refundedCents !== 0 ? ` (${formatUsd(booking.refundedCents)} refunded)` : ''}`,
    },
  ];
}

/**
 * One tab's bookings, a page at a time (at most 100 rows, so every row is rendered). The server sorts by
 * the column header the owner chose; Enter on a row, or its reference, opens the booking.
 */
export function BookingsTable({ filter, onOpen, filters = NO_FILTERS }: { filter: BookingListFilter; onOpen: (reference: string) => void; filters?: BookingFilters }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<BookingSort | null>(null);
  // New filters start again at page 1 (the table is keyed by them); so does a new sort.
  const list = useBookingList(filter, page, filters, sort);

  if (list.isPending) return <p role="status">Loading bookings…</p>;
  if (list.isError) return <p role="alert" className={styles.alert}>Could not load bookings. {errorText(list.error)}</p>;

  const { items, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <p>{Object.keys(setFilters(filters)).length > 0 ? 'No bookings match the search and filters.' : EMPTY[filter]}</p>;

  return (
    <div className={admin.section}>
      <DataTable
        caption={`${CAPTIONS[filter]} (${total})${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
        columns={bookingColumns(onOpen)}
        items={items}
        rowKey={(booking) => booking.reference}
        rowText={(booking) => `${booking.reference} ${booking.guestName ?? ''}`.trim()}
        onRowAction={onOpen}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTablePager label={`${CAPTIONS[filter]} pages`} page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
