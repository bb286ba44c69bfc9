import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildBookingIcs, type BookingCalendarEvent } from './booking-ics';

const event: BookingCalendarEvent = {
  reference: 'KB-7H3K9P',
  domain: 'kaneohebayhouse.com',
  checkIn: '2026-12-31',
  checkOut: '2027-01-04',
  summary: 'Stay at Kaneohe Bay Beach House (KB-7H3K9P)',
  location: '46-119 Lilipuna Road, Kaneohe, HI 96744',
  description: 'Check-in from 3:00 PM, check-out by 10:00 AM (Hawaii time). Your booking: https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEF',
  url: 'https://kaneohebayhouse.com/booking/confirmation?ref=KB-7H3K9P&token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEF',
  now: new Date('2026-11-23T12:00:00Z'),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as ConstructorParameters<typeof ICAL.Component>[0]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, parsed: new ICAL.Event(vevent) };
}

describe('buildBookingIcs', () => {
  const text = buildBookingIcs(event);

  it('is one all-day event over the nights, with an exclusive end, unshifted by any zone', () => {
    expect(process.env.TZ).toBe('Asia/Tokyo');
    const { parsed } = parse(text);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.endDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2026-12-31');
    expect(parsed.endDate.toString()).toBe('2027-01-04');
    expect(parsed.duration.toSeconds()).toBe(4 * 86_400);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20270104\r\n');
  });

  it('carries a unique id, the summary, the address and the link, escaped and folded', () => {
    const { calendar, parsed, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(parsed.uid).toBe('booking-KB-7H3K9P@kaneohebayhouse.com');
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-23T12:00:00Z');
    expect(text).toContain('LOCATION:46-119 Lilipuna Road\\, Kaneohe\\, HI 96744');
  });

  it('uses CRLF line endings and no physical line longer than 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
