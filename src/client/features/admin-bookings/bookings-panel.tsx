import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { BOOKING_LIST_FILTERS, type BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import * as tabs from '../../ui/tabs.css';
import { BlackoutDates } from './blackout-dates';
import { BookingDetailsDialog } from './booking-details-dialog';
import * as admin from '../../ui/admin.css';
import { BookingsTable } from './bookings-table';

const TAB_LABELS: Record<BookingListFilter, string> = { upcoming: 'Upcoming', past: 'Past', holds: 'Holds', cancelled: 'Cancelled' };

/** /admin/bookings: every booking by tab, one booking's details, and the owner's blackout dates. */
export function BookingsPanel() {
  const [filter, setFilter] = useState<BookingListFilter>('upcoming');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <h1>Bookings</h1>
      <section aria-label="Bookings" className={admin.section}>
        <Tabs selectedKey={filter} onSelectionChange={(key) => setFilter(key as BookingListFilter)}>
          <TabList aria-label="Show bookings" className={tabs.list}>
            {BOOKING_LIST_FILTERS.map((id) => (
              <Tab key={id} id={id} className={tabs.tab}>{TAB_LABELS[id]}</Tab>
            ))}
          </TabList>
          {BOOKING_LIST_FILTERS.map((id) => (
            <TabPanel key={id} id={id}>
              <BookingsTable filter={id} onOpen={setOpen} />
            </TabPanel>
          ))}
        </Tabs>
      </section>
      <BookingDetailsDialog reference={open} onClose={() => setOpen(null)} />
      <BlackoutDates />
    </>
  );
}
