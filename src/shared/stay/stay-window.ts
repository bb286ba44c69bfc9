import { bookingHorizonEnd } from '../booking/booking-window.rules';
import { daysBetweenIso } from '../lib/dates';
import { bookingHorizonMessage, longestStayMessage } from './stay-messages';

/** The owner's bounds on what may be booked online (pricing settings). */
export interface BookingWindow {
  bookingHorizonMonths: number;
  maxStayNights: number;
}

/**
 * Why a stay falls outside what may be booked online, as a message for the
 * check-out field, or null when it fits. A real trip is weeks long and within
 * a season or so; far-off or endless stays are how one client holds the calendar.
 */
export function bookingWindowProblem(stay: { start: string; end: string }, today: string, window: BookingWindow): string | null {
  if (daysBetweenIso(stay.start, stay.end) > window.maxStayNights) return longestStayMessage(window.maxStayNights);
  if (stay.end > bookingHorizonEnd(today, window.bookingHorizonMonths)) return bookingHorizonMessage(window.bookingHorizonMonths);
  return null;
}
