/**
 * The house's calendar as RFC 5545 text, written by hand so every byte that
 * Airbnb, VRBO and Booking.com read is ours to test.
 */

export interface ExportEvent {
  /** Stable across exports, so importers update an event instead of duplicating it. */
  uid: string;
  /** First blocked night, yyyy-MM-dd at the property. */
  startDate: string;
  /** Check-out day, exclusive, yyyy-MM-dd. */
  endDate: string;
  summary: string;
}

export interface ExportCalendar {
  name: string;
  events: ExportEvent[];
  now: Date;
}

export const EXPORT_PRODID = '-//Kaneohe Beach House//Calendar export 1.0//EN';

const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma are escaped; line breaks become \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no physical line passes 75 octets (RFC 5545 3.1).
 * Counts UTF-8 bytes and never cuts a character in two; each continuation
 * starts with one space, which counts toward its 75.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** yyyy-MM-dd as an iCalendar DATE (yyyyMMdd). */
export function icalDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** An instant as an iCalendar UTC DATE-TIME (yyyyMMddTHHmmssZ). */
export function icalUtcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The whole VCALENDAR: all-day events, exclusive DTEND, CRLF line endings. */
export function buildIcalFeed(calendar: ExportCalendar): string {
  const stamp = icalUtcDateTime(calendar.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${EXPORT_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTAMP:${stamp}`,
      `UID:${event.uid}`,
      `DTSTART;VALUE=DATE:${icalDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${icalDate(event.endDate)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
