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

/** "15:00" → "3:00 PM"; anything else (e.g. "Not sure yet") is shown as given. */
export function clockTime(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** A quote's decimal string ("-150.00") as "-$150.00". */
export function usdFromDecimal(amount: string): string {
  const cents = Math.round(Number(amount) * 100);
  return Number.isFinite(cents) ? formatUsd(cents) : amount;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
