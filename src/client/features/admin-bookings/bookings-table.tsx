import { useState } from 'react';
import type { BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import { errorText } from '../../lib/errors';
import { Button } from '../../ui/button';
import * as admin from '../../ui/admin.css';
import { displayMoney } from '../../lib/format';
import { displayStay, petsLabel, STATUS_LABELS } from './admin-format';
import * as styles from './admin-bookings.css';
import { NO_FILTERS, setFilters, useBookingList, type BookingFilters } from './use-admin-bookings';

const EMPTY: Record<BookingListFilter, string> = {
  upcoming: 'No upcoming bookings.',
  past: 'No past bookings yet.',
  holds: 'No holds: nobody is in the middle of checking out.',
  cancelled: 'No cancelled bookings.',
  all: 'No bookings yet.',
};

const CAPTIONS: Record<BookingListFilter, string> = {
  upcoming: 'Upcoming bookings',
  past: 'Past bookings',
  holds: 'Holds and abandoned checkouts',
  cancelled: 'Cancelled bookings',
  all: 'All bookings',
};

/** One tab's bookings, a page at a time; the reference opens the booking. */
export function BookingsTable({ filter, onOpen, filters = NO_FILTERS }: { filter: BookingListFilter; onOpen: (reference: string) => void; filters?: BookingFilters }) {
  const [page, setPage] = useState(1);
  // New filters start again at page 1 (the table is keyed by them).
  const list = useBookingList(filter, page, filters);

  if (list.isPending) return <p role="status">Loading bookings…</p>;
  if (list.isError) return <p role="alert" className={styles.alert}>Could not load bookings. {errorText(list.error)}</p>;

  const { items, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <p>{Object.keys(setFilters(filters)).length > 0 ? 'No bookings match the search and filters.' : EMPTY[filter]}</p>;

  return (
    <div className={admin.section}>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption>
            {CAPTIONS[filter]} ({total}){pages > 1 ? `, page ${page} of ${pages}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={admin.cell}>Reference</th>
              <th scope="col" className={admin.cell}>Guest</th>
              <th scope="col" className={admin.cell}>Dates</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Nights</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Guests</th>
              <th scope="col" className={admin.cell}>Status</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Total</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Paid</th>
            </tr>
          </thead>
          <tbody>
            {items.map((booking) => (
              <tr key={booking.reference}>
                <th scope="row" className={admin.cell}>
                  <button
                    type="button"
                    className={styles.referenceButton}
                    onClick={() => onOpen(booking.reference)}
                    aria-label={`Open booking ${booking.reference}`}
                  >
                    {booking.reference}
                  </button>
                </th>
                <td className={admin.cell}>{booking.guestName ?? 'Not given yet'}</td>
                <td className={admin.cell}>{displayStay(booking.checkIn, booking.checkOut)}</td>
                <td className={`${admin.cell} ${admin.numeric}`}>{booking.nights}</td>
                <td className={`${admin.cell} ${admin.numeric}`}>
                  {booking.guests}
                  {booking.pets > 0 ? ` + ${petsLabel(booking.pets)}` : ''}
                </td>
                <td className={admin.cell}>
                  <span className={styles.badge[booking.status]}>{STATUS_LABELS[booking.status]}</span>
                </td>
                <td className={`${admin.cell} ${admin.numeric}`}>{displayMoney(booking.total)}</td>
                <td className={`${admin.cell} ${admin.numeric}`}>
                  {displayMoney(booking.paid)}
                  {booking.refunded !== '0.00' ? ` (${displayMoney(booking.refunded)} refunded)` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={`${CAPTIONS[filter]} pages`} className={styles.pager}>
          <Button tone="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>Previous page</Button>
          <span>Page {page} of {pages}</span>
          <Button tone="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>Next page</Button>
        </nav>
      )}
    </div>
  );
}
