import { format } from 'date-fns';
import { parseIsoDate, PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';

/** A wire date (the house's calendar date) as 'Jun 05, 2027'; built from its parts so no zone can shift it. */
export function displayDate(iso: string, pattern = 'MMM dd, yyyy'): string {
  const parts = parseIsoDate(iso);
  return parts ? format(new Date(parts.year, parts.month - 1, parts.day), pattern) : iso;
}

/** 'Jun 05 – Jun 09, 2027': the arrival day and the departure morning. */
export function displayStay(checkIn: string, checkOut: string): string {
  return `${displayDate(checkIn, 'MMM dd')} – ${displayDate(checkOut)}`;
}

/** A decimal dollar string from the server ("2730.38") as "$2,730.38". */
export function displayMoney(decimal: string): string {
  return formatUsd(Math.round(Number(decimal) * 100));
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: PROPERTY_TIME_ZONE });

/** An instant, shown at the house's clock (the owner runs a house in Hawaii). */
export function displayInstant(isoInstant: string | null, empty = '—'): string {
  return isoInstant ? `${dateTime.format(new Date(isoInstant))} HST` : empty;
}

export const STATUS_LABELS = { confirmed: 'Confirmed', hold: 'Hold', expired: 'Expired', cancelled: 'Cancelled' } as const;
