import { format } from 'date-fns';
import { daysBetweenIso, parseIsoDate } from '../../../shared/lib/dates';
import { toLocalDate } from '../../lib/format';

/** The date picker button: 'Add dates', 'MMM dd - Add checkout' or 'MMM dd - MMM dd, yyyy'. */
export function datePickerLabel(checkIn: string, checkOut: string): string {
  const start = toLocalDate(checkIn);
  if (!start) return 'Add dates';
  const end = toLocalDate(checkOut);
  if (!end) return `${format(start, 'MMM dd')} - Add checkout`;
  return `${format(start, 'MMM dd')} - ${format(end, 'MMM dd, yyyy')}`;
}

/** Nights between two wire dates; 0 unless both are dates and check-out is later. */
export function stayNights(checkIn: string, checkOut: string): number {
  return parseIsoDate(checkIn) && parseIsoDate(checkOut) ? Math.max(0, daysBetweenIso(checkIn, checkOut)) : 0;
}
