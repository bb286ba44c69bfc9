import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The house's zone: every calendar date in the product is a date here. */
export const PROPERTY_TIME_ZONE = 'Pacific/Honolulu';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-MM-dd into its parts, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

// Arithmetic runs in UTC on purpose: a calendar date has no zone, so the
// server's own TZ must never move it.
function toUtc(value: string): number {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

// Past year 9999 toISOString writes "+010000-01-01", which is no yyyy-MM-dd, sorts before
// every real date (a loop over nights would never end) and PostgreSQL refuses: stop instead.
function fromUtc(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) throw new RangeError('Date arithmetic left the years 0001 to 9999');
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

export function addDaysIso(value: string, days: number): string {
  return fromUtc(toUtc(value) + days * DAY_MS);
}

/** Whole days from `start` to `end` (negative when end is earlier). */
export function daysBetweenIso(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS);
}

/** The nights of a stay: every date from check-in up to, not including, check-out. */
export function nightsOfStay(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut; day = addDaysIso(day, 1)) nights.push(day);
  return nights;
}

/** ISO weekday of a calendar date: 0 Sunday … 6 Saturday. */
export function weekdayOfIso(value: string): number {
  return new Date(toUtc(value)).getUTCDay();
}

export function firstOfMonthIso(value: string): string {
  return `${value.slice(0, 7)}-01`;
}

export function addMonthsIso(value: string, months: number): string {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${value}`);
  const target = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(parts.day, lastDay));
  return fromUtc(target.getTime());
}

/** The house's last day worked out, with the instants it runs from and to (zone rules read once per day, not per call). */
let lastDay: { from: number; to: number; day: string } | undefined;

/**
 * Today's date at the house, whatever zone this process runs in. Every public read asks (schemas check stay dates
 * against it): the zone arithmetic runs once a day, and any instant outside the day last worked out works it out anew.
 */
export function todayAtProperty(now: Date = new Date()): string {
  const at = now.getTime();
  if (lastDay && at >= lastDay.from && at < lastDay.to) return lastDay.day;
  const day = format(new TZDate(at, PROPERTY_TIME_ZONE), 'yyyy-MM-dd');
  const { year, month, day: date } = parseIsoDate(day)!;
  lastDay = {
    from: new TZDate(year, month - 1, date, PROPERTY_TIME_ZONE).getTime(),
    to: new TZDate(year, month - 1, date + 1, PROPERTY_TIME_ZONE).getTime(),
    day,
  };
  return day;
}
