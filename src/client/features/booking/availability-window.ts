import { addDaysIso, addMonthsIso, firstOfMonthIso } from '../../../shared/lib/dates';

/**
 * Availability is read from the first of the month before the shown month to
 * six months after it; the shown month is today's until the calendar moves
 * past that window.
 */
export function availabilityWindow(today: string, shownMonthStart?: string, shownMonths = 1): { start: string; end: string } {
  const around = (anchor: string) => ({ start: firstOfMonthIso(addMonthsIso(firstOfMonthIso(anchor), -1)), end: addMonthsIso(anchor, 6) });
  const base = around(today);
  if (!shownMonthStart) return base;
  const shownEnd = addDaysIso(addMonthsIso(firstOfMonthIso(shownMonthStart), shownMonths), -1);
  return shownMonthStart >= base.start && shownEnd <= base.end ? base : around(firstOfMonthIso(shownMonthStart));
}

/** When availability has not loaded, only days before today at the house are known to be unavailable. */
export const isFallbackUnavailable = (date: string, today: string) => date < today;
