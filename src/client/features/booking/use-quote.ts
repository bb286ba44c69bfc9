import { isBookingValid, type BookingFormState } from '../../../shared/booking/booking-form.rules';
import { todayAtProperty } from '../../../shared/lib/dates';
import { retryDelay, shouldRetry } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';

function useQuoteQuery(state: BookingFormState, enabled: boolean, retry: boolean) {
  return trpc.quote.get.useQuery(
    { start: state.checkIn, end: state.checkOut, guests: Number(state.guests) },
    // The widget retries 3 times, 1 s doubling to 30 s (never a 4xx but 408); the mobile bar not at all.
    { enabled, retry: retry ? shouldRetry : false, retryDelay },
  );
}

/** The widget asks for a price only once the dates are valid and there is at least one guest. */
export function useWidgetQuote(state: BookingFormState, checkoutTime: string) {
  return useQuoteQuery(state, isBookingValid(state, { today: todayAtProperty(), checkoutTime }), true);
}

/** The mobile bar asks as soon as check-in, check-out and guests are all there. */
export function useMobileQuote(state: BookingFormState) {
  return useQuoteQuery(state, Boolean(state.checkIn && state.checkOut && state.guests), false);
}
