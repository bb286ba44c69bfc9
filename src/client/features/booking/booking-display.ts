import { format } from 'date-fns';
import { daysBetweenIso, parseIsoDate } from '../../../shared/lib/dates';

function toLocalDate(iso: string): Date | null {
  const parts = parseIsoDate(iso);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : null;
}

/** 'MMM dd, yyyy' (or another date-fns pattern) for a wire date; the raw text when it is not one. */
export function formatDisplayDate(iso: string, pattern = 'MMM dd, yyyy'): string {
  const date = toLocalDate(iso);
  return date ? format(date, pattern) : iso;
}

/** The date picker button: 'Add dates', 'MMM dd - Add checkout' or 'MMM dd - MMM dd, yyyy'. */
export function datePickerLabel(checkIn: string, checkOut: string): string {
  const start = toLocalDate(checkIn);
  if (!start) return 'Add dates';
  const end = toLocalDate(checkOut);
  if (!end) return `${format(start, 'MMM dd')} - Add checkout`;
  return `${format(start, 'MMM dd')} - ${format(end, 'MMM dd, yyyy')}`;
}

export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
export const minNightsNote = (minNights: number) => `${minNights} night minimum`;

/** Nights between two wire dates; 0 unless both are dates and check-out is later. */
export function stayNights(checkIn: string, checkOut: string): number {
  return parseIsoDate(checkIn) && parseIsoDate(checkOut) ? Math.max(0, daysBetweenIso(checkIn, checkOut)) : 0;
}
