import type { IgnoredEvent } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { daysBetweenIso } from '../../../shared/lib/dates';
import type { ImportedEvent } from './ical-import.logic';

export interface ImportBounds {
  /** Today at the house. */
  today: string;
  /** The last check-out date the booking horizon allows: no night from it on can be booked anyway. */
  horizonEnd: string;
  /** An event with more nights ahead than this is ignored and flagged (BOOKING_LIMIT_DEFAULTS.maxImportedEventNights). */
  maxEventNights: number;
}

export interface BoundedEvents {
  /** The events to block nights for, none past the horizon. */
  events: ImportedEvent[];
  /** Too long to be a stay: a broken or hostile export. Left out, and shown to the owner. */
  ignored: IgnoredEvent[];
  /** Starting at or after the horizon: nothing to block yet (a later sync takes them in). */
  beyondHorizon: number;
}

/**
 * Keeps one bad line of another site's calendar from closing the house: an
 * event longer than maxEventNights from today on is ignored (a 100-year
 * "reservation" is no stay), and the rest are clipped to the booking horizon.
 * Nights already past do not count towards the length: an owner block that
 * began last season and ends next week is fine.
 */
export function boundImportedEvents(events: readonly ImportedEvent[], bounds: ImportBounds): BoundedEvents {
  const result: BoundedEvents = { events: [], ignored: [], beyondHorizon: 0 };
  for (const event of events) {
    const from = event.startDate > bounds.today ? event.startDate : bounds.today;
    if (daysBetweenIso(from, event.endDate) > bounds.maxEventNights) {
      result.ignored.push({ startDate: event.startDate, endDate: event.endDate });
    } else if (event.startDate >= bounds.horizonEnd) {
      result.beyondHorizon += 1;
    } else {
      result.events.push(event.endDate > bounds.horizonEnd ? { ...event, endDate: bounds.horizonEnd } : event);
    }
  }
  return result;
}
