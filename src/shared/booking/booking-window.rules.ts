import { addMonthsIso } from '../lib/dates';

/**
 * How far ahead and how long a stay may be. A guest's real trip is weeks,
 * not years: these bounds stop one client from holding the calendar
 * (inventory denial) and keep imported calendars from closing the house for a century.
 */
export const BOOKING_LIMIT_DEFAULTS = {
  /** A stay must end within this many months from today (Honolulu). */
  horizonMonths: 18,
  /** The longest stay bookable online. */
  maxStayNights: 60,
  /** An imported calendar event longer than this is ignored and flagged to the owner. */
  maxImportedEventNights: 60,
} as const;

/** The last check-out date the booking horizon allows, counted from today's date at the house. */
export function bookingHorizonEnd(today: string, horizonMonths: number): string {
  return addMonthsIso(today, horizonMonths);
}
