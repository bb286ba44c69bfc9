import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import { adminBookingReferenceOf, asksForNewBooking, asksToRecordPayment } from '../../../shared/booking/admin-booking-link';
import { BOOKING_LIST_FILTERS, type BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import { paths } from '../../../shared/paths';
import * as tabs from '../../ui/tabs.css';
import { BookingDetailsDialog } from './booking-details-dialog';
import * as admin from '../kit/admin.css';
import { BookingFilterBar } from './booking-filter-bar';
import { BookingsTable } from './bookings-table';
import { NO_FILTERS, type BookingFilters } from './use-admin-bookings';
import { NewBookingButton } from './manual-booking-dialog';
import * as styles from './admin-bookings.css';

const TAB_LABELS: Record<BookingListFilter, string> = { upcoming: 'Upcoming', 'in-house': 'In house', past: 'Past', holds: 'Holds', cancelled: 'Cancelled', all: 'All' };

/**
 * Blocked nights have one home, the Calendar's night grid, where a block joins the
 * blocks it touches and freeing nights frees them whatever made them (decision 029).
 */
function BlockedNightsLink() {
  return (
    <section aria-labelledby="blocked-nights-title" className={admin.section}>
      <h2 id="blocked-nights-title">Blocked nights</h2>
      <p>
        Nights you keep for yourself or for repairs are blocked on the Calendar, beside the bookings and the nights imported from other sites.{' '}
        <Link href={`~${paths.admin.calendar}`}>Block or free nights on the Calendar</Link>
      </p>
    </section>
  );
}

/** /admin/bookings: every booking by tab, one booking's details, and the way to the blocked nights. */
export function BookingsPanel() {
  const [filter, setFilter] = useState<BookingListFilter>('upcoming');
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // ?booking=KB-… opens that booking (the command palette links here), with &record=payment its payment
  // form too; closing it drops the parameters. ?new=booking opens the manual booking dialog (the palette's
  // 'New booking' from any screen), and the parameter goes at once.
  const [, navigate] = useLocation();
  const search = useSearch();
  const linked = adminBookingReferenceOf(search);
  const recordPayment = asksToRecordPayment(search);
  const asksNew = asksForNewBooking(search);
  useEffect(() => {
    if (linked) setOpen(linked);
  }, [linked]);
  useEffect(() => {
    if (!asksNew) return;
    setCreating(true);
    navigate('/bookings', { replace: true });
  }, [asksNew, navigate]);
  function closeBooking() {
    setOpen(null);
    if (linked) navigate('/bookings', { replace: true });
  }
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  return (
    <>
      <h1>Bookings</h1>
      <div className={styles.actions}>
        <NewBookingButton isOpen={creating} onOpenChange={setCreating} />
      </div>
      <section aria-label="Bookings" className={admin.section}>
        <BookingFilterBar filter={filter} filters={filters} onChange={setFilters} />
        <Tabs selectedKey={filter} onSelectionChange={(key) => setFilter(key as BookingListFilter)}>
          <TabList aria-label="Show bookings" className={tabs.list}>
            {BOOKING_LIST_FILTERS.map((id) => (
              <Tab key={id} id={id} className={tabs.tab}>{TAB_LABELS[id]}</Tab>
            ))}
          </TabList>
          {BOOKING_LIST_FILTERS.map((id) => (
            <TabPanel key={id} id={id}>
              <BookingsTable key={JSON.stringify(filters)} filter={id} filters={filters} onOpen={setOpen} />
            </TabPanel>
          ))}
        </Tabs>
      </section>
      <BookingDetailsDialog reference={open} onClose={closeBooking} recordPayment={recordPayment && open === linked} />
      <BlockedNightsLink />
    </>
  );
}
