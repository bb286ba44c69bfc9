import { format } from 'date-fns';
import { parseIsoDate } from './dates';

// How the admin shows a calendar date of the house (docs/decisions/015-admin-formats.md): one format per kind,
// here because the server's dashboard alerts print them too. Instants are client/lib/format.ts's displayInstant.

const DAY = 'EEE, MMM d, yyyy';
const DAY_IN_YEAR = 'EEE, MMM d';
const MONTH = 'MMMM yyyy';

/** A wire date as a calendar day, whatever the machine's zone; null when it is not one. */
function calendarDay(iso: string): Date | null {
  const parts = parseIsoDate(iso);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

/** A day: 'Wed, Nov 25, 2026' (a check-in, a due date, a payment's date); the raw text when it is not a date. */
export function formatDay(iso: string): string {
  const day = calendarDay(iso);
  return day ? format(day, DAY) : iso;
}

/** Two days, a stay or a range of nights: 'Wed, Nov 25 – Sat, Nov 28, 2026', both years when they differ. */
export function formatDayRange(first: string, last: string): string {
  const [from, to] = [calendarDay(first), calendarDay(last)];
  if (!from || !to) return `${formatDay(first)} – ${formatDay(last)}`;
  return `${format(from, from.getFullYear() === to.getFullYear() ? DAY_IN_YEAR : DAY)} – ${format(to, DAY)}`;
}

/** A month ('2026-11' or any date in it): 'November 2026'. */
export function formatMonth(isoMonth: string): string {
  const day = calendarDay(isoMonth.length === 7 ? `${isoMonth}-01` : isoMonth);
  return day ? format(day, MONTH) : isoMonth;
}
