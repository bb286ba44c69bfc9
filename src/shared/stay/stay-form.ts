import { addDaysIso, parseIsoDate } from '../lib/dates';
import { validateDates, type DateRules } from './stay-dates';
import { STAY_LIMITS } from './stay-limits';

/** The stay a guest is choosing in the booking widget (spec §9 "Booking form state"). */
export interface BookingFormState {
  checkIn: string;
  checkOut: string;
  guests: string;
}

export const EMPTY_BOOKING_FORM: BookingFormState = { checkIn: '', checkOut: '', guests: STAY_LIMITS.defaultGuests };

/** A past check-in clears both dates; a past check-out alone clears only itself. */
export function dropPastDates(state: BookingFormState, today: string): BookingFormState {
  if (state.checkIn && state.checkIn < today) return { ...state, checkIn: '', checkOut: '' };
  if (state.checkOut && state.checkOut < today) return { ...state, checkOut: '' };
  return state;
}

/**
 * Sets both dates: check-out is the one given or else the day after check-in;
 * a same-day check-out moves to the next day when the check-out time is known.
 */
export function updateDates(
  state: BookingFormState,
  checkIn: string,
  checkOut?: string | null,
  checkoutTime?: string | null,
): BookingFormState {
  if (!parseIsoDate(checkIn)) return { ...state, checkIn, checkOut: checkOut ?? '' };
  let out = checkOut || addDaysIso(checkIn, 1);
  if (out === checkIn && checkoutTime && checkoutTime.trim()) out = addDaysIso(checkIn, 1);
  return { ...state, checkIn, checkOut: out };
}

/** Valid only with valid dates and a guest count above 0. */
export function isBookingValid(state: BookingFormState, rules: DateRules): boolean {
  const guests = Number(state.guests);
  return validateDates(state.checkIn, state.checkOut, rules).errors.length === 0 && Number.isFinite(guests) && guests > 0;
}
