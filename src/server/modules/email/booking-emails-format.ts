import { parseIsoDate } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03-10" → "Tuesday, March 10, 2026": a calendar date, so no zone is involved. */
export function longDate(isoDate: string): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) return isoDate;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** A quote's decimal string ("-150.00") as "-$150.00". */
export function usdFromDecimal(amount: string): string {
  const cents = Math.round(Number(amount) * 100);
  return Number.isFinite(cents) ? formatUsd(cents) : amount;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
