import { todayAtProperty } from '../../../shared/lib/dates';
import { isBookingValid, type BookingFormState } from '../../../shared/stay/stay-form';
import type { StayMinimums } from '../../../shared/stay/stay-minimums';
import { retryDelay, shouldRetry } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';

function useQuoteQuery(state: BookingFormState, enabled: boolean, retry: boolean) {
  return trpc.quote.get.useQuery(
    { start: state.checkIn, end: state.checkOut, guests: Number(state.guests) },
    // The widget retries 3 times, 1 s doubling to 30 s (never a 4xx but 408); the mobile bar not at all.
    { enabled, retry: retry ? shouldRetry : false, retryDelay },
  );
}

/**
 * The widget asks for a price only once the dates are valid and there is at least one guest;
 * a stay shorter than its season's minimum (when the calendar knows it) is not worth asking about.
 */
export function useWidgetQuote(state: BookingFormState, checkoutTime: string, minimums?: StayMinimums | null) {
  return useQuoteQuery(state, isBookingValid(state, { today: todayAtProperty(), checkoutTime, minimums: minimums ?? undefined }), true);
}

/**
 * The mobile bar asks as soon as check-in, check-out and guests are all there and `stayAllowed`:
 * the stay's minimum is known (or could not be learned) and the stay meets it.
 */
export function useMobileQuote(state: BookingFormState, stayAllowed: boolean) {
  return useQuoteQuery(state, Boolean(state.checkIn && state.checkOut && state.guests) && stayAllowed, false);
}
