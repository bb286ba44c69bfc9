import { escapeText, foldLine, icalDate, icalUtcDateTime } from '../calendar-sync/ical-export.logic';

export interface BookingCalendarEvent {
  reference: string;
  /** Makes the UID globally unique (RFC 5545 3.8.4.7): the site's host name. */
  domain: string;
  checkIn: string;
  /** Exclusive: the event covers the nights, as the calendar feeds do. */
  checkOut: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  now: Date;
}

const PRODID = '-//Kaneohe Beach House//Booking 1.0//EN';

/**
 * The guest's stay as a one-event calendar (the confirmation's .ics
 * attachment): all-day dates at the house, so no zone can shift them.
 */
export function buildBookingIcs(event: BookingCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${event.reference}@${event.domain}`,
    `DTSTAMP:${icalUtcDateTime(event.now)}`,
    `DTSTART;VALUE=DATE:${icalDate(event.checkIn)}`,
    `DTEND;VALUE=DATE:${icalDate(event.checkOut)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
