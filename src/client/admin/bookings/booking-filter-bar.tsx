import type { BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import { LinkButton } from '../../ui/button';
import { SearchField } from '../../ui/search-field';
import { Select, type SelectOption } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { useCan } from '../kit/use-can';
import * as tools from './booking-tools.css';
import { bookingsCsvHref, type BookingFilters } from './use-admin-bookings';

const STATUS_OPTIONS: readonly SelectOption<BookingFilters['status'] | 'any'>[] = [
  { id: 'any', label: 'Any status' },
  { id: 'confirmed', label: 'Confirmed' },
  { id: 'hold', label: 'Hold' },
  { id: 'expired', label: 'Expired' },
  { id: 'cancelled', label: 'Cancelled' },
];

/** Search, status and stay dates over the tabs, and the CSV of exactly what they show. */
export function BookingFilterBar({ filter, filters, onChange }: { filter: BookingListFilter; filters: BookingFilters; onChange: (next: BookingFilters) => void }) {
  const set = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch });
  // An export of every guest's details counts as reporting, which is the owner's.
  const mayExport = useCan()('reports');
  return (
    <div role="search" aria-label="Search and filter bookings" className={tools.filters}>
      <SearchField
        label="Search bookings"
        placeholder="Reference, guest name, e-mail or phone"
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <Select label="Status" options={STATUS_OPTIONS} value={filters.status || 'any'} onChange={(status) => set({ status: status === 'any' ? '' : status })} />
      <TextField label="Staying from" type="date" value={filters.stayFrom} onChange={(stayFrom) => set({ stayFrom })} />
      <TextField label="Staying until" type="date" value={filters.stayTo} onChange={(stayTo) => set({ stayTo })} />
      {mayExport && (
        <LinkButton tone="secondary" href={bookingsCsvHref(filter, filters)} download>
          Export CSV
        </LinkButton>
      )}
    </div>
  );
}
