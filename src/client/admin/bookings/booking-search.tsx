import { useEffect } from 'react';
import { adminBookingHref, adminNewBookingHref, adminRecordPaymentHref } from '../../../shared/booking/admin-booking-link';
import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import type { BookingSearch as Found } from '../../../shared/booking/booking-search.schemas';
import { dueCents } from '../../../shared/booking/recorded-payment.rules';
import { formatDay, formatDayRange, formatMonth } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { nightsLabel } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useDebounced } from '../kit/use-debounced';
import type { PaletteAction, PaletteResult, PaletteSearchProps, PaletteSource } from '../shell/public';
import { STATUS_LABELS } from './admin-format';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 200;

/**
 * Bookings matching what was typed in the palette (admin.bookings.search): by a date or month, the stays
 * holding its nights; by reference, guest name, e-mail or phone, any booking. Waits for a pause in typing
 * and for two characters; results for older words are not shown.
 */
function useBookingSearch(query: string, enabled: boolean) {
  const words = query.trim();
  const settled = useDebounced(words, DEBOUNCE_MS);
  const active = enabled && settled.length >= MIN_LENGTH;
  const search = trpc.admin.bookings.search.useQuery({ query: settled }, { enabled: active });
  const current = active && settled === words;
  return { found: current ? search.data : undefined, searching: active && (search.isFetching || settled !== words), failed: current && search.isError };
}

function resultOf(booking: AdminBookingSummary, group?: string): PaletteResult {
  const due = booking.status === 'confirmed' ? dueCents(booking) : 0;
  return {
    id: booking.reference,
    label: `${booking.reference} · ${booking.guestName ?? 'No guest yet'}`,
    detail: `${formatDayRange(booking.checkIn, booking.checkOut)}, ${nightsLabel(booking.nights)}, ${STATUS_LABELS[booking.status].toLowerCase()}${due > 0 ? `, ${formatUsd(due)} due` : ''}`,
    // '~': the address from the root, outside the nested /admin router.
    href: `~${adminBookingHref(booking.reference)}`,
    ...(group ? { group } : {}),
  };
}

function resultsOf(found: Found | undefined): PaletteResult[] {
  if (!found) return [];
  const when = found.date?.kind === 'night' ? formatDay(found.date.night) : found.date ? `in ${formatMonth(found.date.month)}` : '';
  return [...found.staying.map((booking) => resultOf(booking, `Staying ${when}`)), ...found.matching.map((booking) => resultOf(booking))];
}

function BookingSearch({ query, enabled, onResults }: PaletteSearchProps) {
  const search = useBookingSearch(query, enabled);
  const results = resultsOf(search.found);
  // Reported when what was found changes, not on every render (the list is a new array each time).
  const signature = JSON.stringify(results);
  useEffect(() => {
    onResults({ results: JSON.parse(signature) as PaletteResult[], searching: search.searching, failed: search.failed });
  }, [onResults, signature, search.searching, search.failed]);
  return null;
}

/** The bookings section's search in the command palette. */
export const bookingSearchSource: PaletteSource = {
  id: 'bookings',
  group: 'Bookings',
  hint: 'a booking reference, a guest’s name or e-mail, or a date (Dec 20, December)',
  searchingText: 'Searching bookings…',
  failedText: 'Bookings could not be searched just now.',
  Search: BookingSearch,
};

/** The bookings section's actions in the palette on every screen. */
export const bookingPaletteActions: readonly PaletteAction[] = [
  { id: 'new-booking', permission: 'bookings.manage', label: 'New booking', does: 'Opens the manual booking dialog on Bookings', to: () => `~${adminNewBookingHref()}` },
  {
    id: 'record-payment',
    permission: 'bookings.money',
    label: 'Record payment…',
    does: 'Asks which booking (by reference, name, e-mail or date), then opens it with the payment form',
    pick: {
      source: bookingSearchSource,
      title: 'Record payment for which booking?',
      inputLabel: 'Find the booking: reference, name, e-mail or date…',
      hrefOf: (result) => `~${adminRecordPaymentHref(result.id)}`,
    },
  },
];
