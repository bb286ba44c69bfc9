import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

const MIN_LENGTH = 2;
const MAX_RESULTS = 8;
const DEBOUNCE_MS = 200;

/**
 * Bookings matching what was typed in the palette: admin.bookings.list with
 * `search` (reference, guest name, e-mail or phone) over every tab. Waits for a
 * pause in typing and for two characters; results for older words are not shown.
 */
export function useBookingSearch(query: string, enabled: boolean) {
  const words = query.trim();
  const [settled, setSettled] = useState(words);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(words), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [words]);
  const active = enabled && settled.length >= MIN_LENGTH;
  const list = trpc.admin.bookings.list.useQuery({ filter: 'all', search: settled, pageSize: MAX_RESULTS }, { enabled: active });
  const current = active && settled === words;
  return { bookings: current && list.data ? list.data.items : [], searching: active && (list.isFetching || settled !== words), failed: current && list.isError };
}
