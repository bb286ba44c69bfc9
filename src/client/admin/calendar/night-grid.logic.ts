import type { CalendarNight } from '../../../shared/availability/calendar-nights.schemas';
import { addDaysIso, addMonthsIso, firstOfMonthIso, weekdayOfIso } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';

/** The weeks of a month, Sunday first; null pads the days of the neighbouring months. */
export function monthWeeks(firstOfMonth: string): (string | null)[][] {
  const next = addMonthsIso(firstOfMonth, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOfIso(firstOfMonth) }, () => null);
  for (let day = firstOfMonth; day < next; day = addDaysIso(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a date-picker key moves the focused night; null for other keys. */
export function movedDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysIso(date, -1);
    case 'ArrowRight':
      return addDaysIso(date, 1);
    case 'ArrowUp':
      return addDaysIso(date, -7);
    case 'ArrowDown':
      return addDaysIso(date, 7);
    case 'Home':
      return addDaysIso(date, -weekdayOfIso(date));
    case 'End':
      return addDaysIso(date, 6 - weekdayOfIso(date));
    case 'PageUp':
      return addMonthsIso(date, -1);
    case 'PageDown':
      return addMonthsIso(date, 1);
    default:
      return null;
  }
}

/** First month shown so that `date` is among the `count` months from `viewStart`. */
export function viewFor(viewStart: string, count: number, date: string): string {
  const month = firstOfMonthIso(date);
  if (month < viewStart) return month;
  const lastShown = addMonthsIso(viewStart, count - 1);
  return month > lastShown ? addMonthsIso(month, -(count - 1)) : viewStart;
}

/** A selection of nights, first and last inclusive, whatever order they were picked in. */
export interface NightRange {
  first: string;
  last: string;
}

export function rangeBetween(a: string, b: string): NightRange {
  return a <= b ? { first: a, last: b } : { first: b, last: a };
}

/** What holds the night, in words (never colour alone). */
export function stateText(night: CalendarNight): string {
  const { state } = night;
  switch (state.kind) {
    case 'booked':
      return state.guestName ?? state.reference;
    case 'hold':
      return 'Hold';
    case 'blocked':
      return 'Blocked';
    case 'imported':
      return state.source;
    case 'free':
      return 'Free';
  }
}

/** The whole story of a night for assistive tech: state with its details, price, minimum stay. */
export function nightDescription(night: CalendarNight): string {
  const { state } = night;
  const details =
    state.kind === 'booked'
      ? `Booked by ${state.guestName ?? 'a guest'}, ${state.reference}`
      : state.kind === 'hold'
        ? `Hold ${state.reference} until ${new Date(state.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Pacific/Honolulu' })}`
        : state.kind === 'blocked'
          ? `Blocked${state.note ? `: ${state.note}` : ''}`
          : state.kind === 'imported'
            ? `Booked on ${state.source}`
            : 'Free';
  const minimum = night.minNightsOverride ? `, minimum stay ${night.minNights} nights` : '';
  return `${details}, ${formatUsd(night.priceCents)}${night.priceSource === 'override' ? ' (special price)' : ''}${minimum}`;
}

/** The one money format without '.00' when there are no cents, to fit a phone's cell ('$1,250'). */
export function shortPrice(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, '');
}
