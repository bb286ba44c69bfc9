import { useEffect } from 'react';
import { adminBookingHref } from '../../../shared/booking/admin-booking-link';
import { formatDayRange } from '../../../shared/lib/date-format';
import { nightsLabel } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useDebounced } from '../kit/use-debounced';
import type { PaletteSearchProps, PaletteSource } from '../shell/public';

const MIN_LENGTH = 2;
const MAX_RESULTS = 8;
const DEBOUNCE_MS = 200;

/**
 * Bookings matching what was typed in the palette: admin.bookings.list with
 * `search` (reference, guest name, e-mail or phone) over every tab. Waits for a
 * pause in typing and for two characters; results for older words are not shown.
 */
function useBookingSearch(query: string, enabled: boolean) {
  const words = query.trim();
  const settled = useDebounced(words, DEBOUNCE_MS);
  const active = enabled && settled.length >= MIN_LENGTH;
  const list = trpc.admin.bookings.list.useQuery({ filter: 'all', search: settled, pageSize: MAX_RESULTS }, { enabled: active });
  const current = active && settled === words;
  return { bookings: current && list.data ? list.data.items : [], searching: active && (list.isFetching || settled !== words), failed: current && list.isError };
}

function BookingSearch({ query, enabled, onResults }: PaletteSearchProps) {
  const search = useBookingSearch(query, enabled);
  const results = search.bookings.map((booking) => ({
    id: booking.reference,
    label: `${booking.reference} · ${booking.guestName ?? 'No guest yet'}`,
    detail: `${formatDayRange(booking.checkIn, booking.checkOut)}, ${nightsLabel(booking.nights)}, ${booking.status}`,
    // '~': the address from the root, outside the nested /admin router.
    href: `~${adminBookingHref(booking.reference)}`,
  }));
  // Reported when what was found changes, not on every render (the list is a new array each time).
  const signature = JSON.stringify(results);
  useEffect(() => {
    onResults({ results: JSON.parse(signature) as typeof results, searching: search.searching, failed: search.failed });
  }, [onResults, signature, search.searching, search.failed]);
  return null;
}

/** The bookings section's search in the command palette. */
export const bookingSearchSource: PaletteSource = {
  id: 'bookings',
  group: 'Bookings',
  hint: 'a booking reference or a guest’s name',
  searchingText: 'Searching bookings…',
  failedText: 'Bookings could not be searched just now.',
  Search: BookingSearch,
};
