import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { addDaysIso, isIsoDate, todayAtProperty } from '../../../shared/lib/dates';

// Control characters (NUL above all: PostgreSQL refuses it, probe F8) and halves of surrogate pairs.
// (\p{Cc} is U+0000-U+001F and U+007F-U+009F; with the u flag \p{Cs} matches only a lone half.)
const CONTROL = /\p{Cc}|\p{Cs}/gu;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/gu;

/** Text from a feed as it may be stored and shown: one line, no control characters, bounded. */
export function cleanText(value: string, maxLength: number): string {
  // The cut must not leave half a surrogate pair at the end.
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).replace(/[\uD800-\uDBFF]$/, '');
}

/** The errors a feed's body can record: fixed sentences, never the parser's words (which quote the body). */
export const FEED_PARSE_ERRORS = {
  invalid: 'The calendar could not be read: it is not a valid iCal file.',
  noCalendar: 'This address did not return a calendar.',
} as const;

/** One event of another site's calendar, as the nights it blocks here. */
export interface ImportedEvent {
  uid: string;
  /** First blocked night at the property, yyyy-MM-dd. */
  startDate: string;
  /** Exclusive: the check-out day. */
  endDate: string;
  summary: string;
}

export interface ParsedFeed {
  events: ImportedEvent[];
  /** Cancelled, already over, without a night, or unreadable. */
  skipped: number;
}

/** The body is not an iCalendar at all: the sync fails and the last good blocks stay. */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

// Outlook-style names some exporters put in TZID; the rest are IANA names.
const WINDOWS_ZONES: Record<string, string> = {
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Alaskan Standard Time': 'America/Anchorage',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Mountain Standard Time': 'America/Denver',
  'Central Standard Time': 'America/Chicago',
  'Eastern Standard Time': 'America/New_York',
  'GMT Standard Time': 'Europe/London',
  'UTC': 'UTC',
};

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone for a TZID parameter, or null when it names none we know. */
export function ianaZoneOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (isKnownZone(name)) return name;
  // Prefixed ids such as /mozilla.org/20050126_1/Pacific/Honolulu end with the IANA name.
  const suffix = /([A-Za-z_]+\/[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)?)$/.exec(name)?.[1];
  return suffix && isKnownZone(suffix) ? suffix : null;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function wallDate(time: Time): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The property's local calendar date of an iCalendar DATE or DATE-TIME. DATE
 * values and floating times are already local dates and are never shifted;
 * times in UTC or a named zone are moved to Pacific/Honolulu first.
 */
export function propertyDateOf(time: Time, tzid: string | null): string {
  if (time.isDate) return wallDate(time);
  const zoneId = time.zone?.tzid;
  if (zoneId === 'UTC' || zoneId === 'Z') {
    return todayAtProperty(new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)));
  }
  const iana = tzid ? ianaZoneOf(tzid) : null;
  if (iana) {
    const instant = new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, iana).getTime();
    if (!Number.isNaN(instant)) return todayAtProperty(new Date(instant));
  }
  // A custom TZID defined by a VTIMEZONE in the feed: ical.js resolves its offsets.
  if (tzid && zoneId && zoneId !== 'floating') return todayAtProperty(new Date(time.toUnixTime() * 1000));
  return wallDate(time);
}

function readTime(component: Component, name: string): { time: Time; tzid: string | null } | null {
  const property = component.getFirstProperty(name);
  if (!property) return null;
  const value = property.getFirstValue();
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date`);
  const tzid = property.getParameter('tzid');
  return { time: value, tzid: typeof tzid === 'string' ? tzid : null };
}

/** The nights one VEVENT blocks, or null when it blocks none worth keeping. */
function eventNights(event: Component, today: string): ImportedEvent | null {
  const status = event.getFirstPropertyValue('status');
  if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') return null;
  const start = readTime(event, 'dtstart');
  if (!start) return null;
  const startDate = propertyDateOf(start.time, start.tzid);

  let endDate: string;
  const end = readTime(event, 'dtend');
  const duration = event.getFirstPropertyValue('duration');
  if (end) {
    endDate = propertyDateOf(end.time, end.tzid);
  } else if (duration instanceof ICAL.Duration) {
    const until = start.time.clone();
    until.addDuration(duration);
    endDate = propertyDateOf(until, start.tzid);
  } else {
    // Booking.com sends no DTEND: a DATE start is one day (RFC 5545 3.6.1), so one night.
    endDate = isIsoDate(startDate) ? addDaysIso(startDate, 1) : startDate;
  }

  // RRULE is ignored on purpose: no OTA feed repeats stays, so the first occurrence is the event.
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  if (endDate <= startDate || endDate <= today) return null;
  const uid = typeof event.getFirstPropertyValue('uid') === 'string' ? cleanText(event.getFirstPropertyValue('uid') as string, 255) : '';
  const summary = event.getFirstPropertyValue('summary');
  return {
    uid: uid || `no-uid:${startDate}/${endDate}`,
    startDate,
    endDate,
    summary: typeof summary === 'string' ? cleanText(summary, 255) : '',
  };
}

function calendarsIn(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, '').replace(CONTROL_BUT_LINE_BREAKS, ''));
  } catch {
    throw new FeedParseError(FEED_PARSE_ERRORS.invalid);
  }
  // One VCALENDAR parses to a jCal array; several to an array of them.
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = roots
    .filter((root) => Array.isArray(root) && root[0] === 'vcalendar')
    .map((root) => new ICAL.Component(root as ConstructorParameters<typeof ICAL.Component>[0]));
  if (calendars.length === 0) throw new FeedParseError(FEED_PARSE_ERRORS.noCalendar);
  return calendars;
}

/**
 * Every event of an iCal feed that blocks a night from today on. Each event
 * blocks its nights whatever its summary says ('Reserved', 'Not available',
 * 'Blocked'); a broken event is skipped, a body that is no calendar throws.
 */
export function parseIcalFeed(text: string, today: string): ParsedFeed {
  const events: ImportedEvent[] = [];
  let skipped = 0;
  for (const calendar of calendarsIn(text)) {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      let event: ImportedEvent | null = null;
      try {
        event = eventNights(component, today);
      } catch {
        event = null;
      }
      if (event) events.push(event);
      else skipped += 1;
    }
  }
  events.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return { events, skipped };
}
