import { format } from 'date-fns';
import { parseIsoDate, PROPERTY_TIME_ZONE } from '../../shared/lib/dates';
import { decimalToCents, formatUsd } from '../../shared/lib/money';

// How dates, nights, instants and money read on screen, wherever a feature shows them.

/** A wire date ('2026-06-12') as a local calendar day; null when it is not one. */
export function toLocalDate(iso: string): Date | null {
  const parts = parseIsoDate(iso);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

/** 'MMM dd, yyyy' (or another date-fns pattern) for a wire date; the raw text when it is not one. */
export function formatDisplayDate(iso: string, pattern = 'MMM dd, yyyy'): string {
  const date = toLocalDate(iso);
  return date ? format(date, pattern) : iso;
}

export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * A decimal dollar string of the public quote ("2730.38", the spec's shape) as "$2,730.38", read as text
 * into cents (no float); a discount keeps its sign in front ("-$50.00"). Admin reads are cents: formatUsd.
 */
export function displayMoney(decimal: string): string {
  return formatUsd(decimalToCents(decimal) ?? 0);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: PROPERTY_TIME_ZONE });

/** An instant, shown at the house's clock (the owner runs a house in Hawaii). */
export function displayInstant(isoInstant: string | null, empty = '—'): string {
  return isoInstant ? `${dateTime.format(new Date(isoInstant))} HST` : empty;
}
