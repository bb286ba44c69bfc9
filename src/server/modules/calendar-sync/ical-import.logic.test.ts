import { describe, expect, it } from 'vitest';
import { FEED_PARSE_ERRORS, FeedParseError, ianaZoneOf, parseIcalFeed } from './ical-import.logic';
import { airbnbFeed, bookingComFeed, vrboFeed } from '../../../test/fixtures/ota-feeds';

const TODAY = '2026-11-22';

/** A calendar around some VEVENT bodies, with the given line ending. */
function calendar(events: string[][], eol = '\r\n'): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return lines.join(eol) + eol;
}

const nights = (text: string) => parseIcalFeed(text, TODAY).events.map((event) => [event.startDate, event.endDate]);

it('runs in a zone far from Honolulu, so no date below depends on the machine', () => {
  expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-540);
});

describe('Airbnb', () => {
  const text = airbnbFeed([
    { uid: '1418fb94e984-a5c1ae6e6a1e2b8e@airbnb.com', start: '2026-12-20', end: '2026-12-24' },
    { uid: '7d2e91c0aa52-0c8e47f4b1b2d7f1@airbnb.com', start: '2027-01-02', end: '2027-01-05', summary: 'Airbnb (Not available)' },
  ]);

  it('blocks reservations and "Not available" ranges alike, DTEND exclusive', () => {
    expect(parseIcalFeed(text, TODAY)).toEqual({
      events: [
        { uid: '1418fb94e984-a5c1ae6e6a1e2b8e@airbnb.com', startDate: '2026-12-20', endDate: '2026-12-24', summary: 'Reserved' },
        { uid: '7d2e91c0aa52-0c8e47f4b1b2d7f1@airbnb.com', startDate: '2027-01-02', endDate: '2027-01-05', summary: 'Airbnb (Not available)' },
      ],
      skipped: 0,
    });
  });

  it('reads the same with LF line endings and with a byte-order mark', () => {
    expect(nights(text.replace(/\r\n/g, '\n'))).toEqual(nights(text));
    expect(nights(`\uFEFF${text}`)).toEqual(nights(text));
  });
});

describe('VRBO', () => {
  const stay = { uid: 'c1a7b1b0-5d2e-4f7a-9d61-1f0b8e3a2c44', start: '2026-12-20', end: '2026-12-24', summary: 'Reserved - Jane D' };

  it.each([
    ['DATE values', 'date' as const],
    ['check-in 16:00 and check-out 10:00 with TZID=Pacific/Honolulu', 'honolulu' as const],
    ['the same times in UTC (check-in is already 02:00 the next day in UTC)', 'utc' as const],
  ])('blocks 20 to 23 December from %s', (_name, times) => {
    expect(nights(vrboFeed([stay], times))).toEqual([['2026-12-20', '2026-12-24']]);
  });

  it('keeps "Blocked" owner holds and the summary as written', () => {
    const parsed = parseIcalFeed(vrboFeed([{ uid: 'b-1', start: '2027-02-01', end: '2027-02-03' }]), TODAY);
    expect(parsed.events).toEqual([{ uid: 'b-1', startDate: '2027-02-01', endDate: '2027-02-03', summary: 'Blocked' }]);
  });
});

describe('Booking.com', () => {
  it('blocks one night for an event without DTEND', () => {
    const text = bookingComFeed([
      { uid: '5f0c2a9e41d7b3a8@booking.com', night: '2026-12-05' },
      { uid: '5f0c2a9e41d7b3a9@booking.com', night: '2026-12-06' },
    ]);
    expect(nights(text)).toEqual([
      ['2026-12-05', '2026-12-06'],
      ['2026-12-06', '2026-12-07'],
    ]);
  });
});

describe('DATE-TIME values become the property’s local date', () => {
  it.each([
    ['UTC late evening is still the same Honolulu day', 'DTSTART:20261221T090000Z', '2026-12-20'],
    ['UTC just after Honolulu midnight', 'DTSTART:20261221T100000Z', '2026-12-21'],
    ['New York 01:00 is the previous evening in Honolulu', 'DTSTART;TZID=America/New_York:20261221T010000', '2026-12-20'],
    ['a quoted TZID', 'DTSTART;TZID="America/New_York":20261221T010000', '2026-12-20'],
    ['a Mozilla-prefixed TZID', 'DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20261221T010000', '2026-12-20'],
    ['an Outlook zone name', 'DTSTART;TZID=Eastern Standard Time:20261221T010000', '2026-12-20'],
    ['a floating time is already local', 'DTSTART:20261220T160000', '2026-12-20'],
    ['an unknown TZID is read as local, never shifted', 'DTSTART;TZID=Nowhere/Atlantis:20261220T160000', '2026-12-20'],
    ['a DATE with a stray Z is still that date', 'DTSTART;VALUE=DATE:20261220Z', '2026-12-20'],
  ])('%s', (_name, dtstart, expected) => {
    const [event] = parseIcalFeed(calendar([['UID:t', dtstart, 'DTEND;VALUE=DATE:20261230']]), TODAY).events;
    expect(event?.startDate).toBe(expected);
  });

  it('uses a VTIMEZONE defined in the feed for a TZID that is no IANA name', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VTIMEZONE',
      'TZID:Tokyo local',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:JST',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:tz',
      // 10:00 in Tokyo is 01:00 UTC, still the afternoon of the 20th in Honolulu.
      'DTSTART;TZID=Tokyo local:20261221T100000',
      'DTEND;TZID=Tokyo local:20261225T100000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(nights(text)).toEqual([['2026-12-20', '2026-12-24']]);
  });
});

describe('which events block nights', () => {
  it.each([
    ['DURATION instead of DTEND', ['DTSTART;VALUE=DATE:20261220', 'DURATION:P3D'], [['2026-12-20', '2026-12-23']]],
    ['DTEND equal to DTSTART', ['DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261220'], []],
    ['DTEND before DTSTART', ['DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261218'], []],
    ['a same-day DATE-TIME event covers no night', ['DTSTART:20261220T200000Z', 'DTEND:20261220T230000Z'], []],
    ['STATUS:CANCELLED', ['DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261224', 'STATUS:CANCELLED'], []],
    ['an event that ended last month', ['DTSTART;VALUE=DATE:20261010', 'DTEND;VALUE=DATE:20261015'], []],
    ['an event whose check-out is today', ['DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261122'], []],
    ['an event running through today', ['DTSTART;VALUE=DATE:20261120', 'DTEND;VALUE=DATE:20261124'], [['2026-11-20', '2026-11-24']]],
    ['RRULE: the first occurrence only', ['DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261222', 'RRULE:FREQ=WEEKLY;COUNT=5'], [['2026-12-20', '2026-12-22']]],
    ['no DTSTART', ['DTEND;VALUE=DATE:20261222'], []],
    ['an unreadable DTSTART', ['DTSTART;VALUE=DATE:2026X220', 'DTEND;VALUE=DATE:20261222'], []],
  ])('%s', (_name, body, expected) => {
    const parsed = parseIcalFeed(calendar([['UID:e@example.com', ...body]]), TODAY);
    expect(parsed.events.map((event) => [event.startDate, event.endDate])).toEqual(expected);
    expect(parsed.skipped).toBe(1 - expected.length);
  });

  it('unfolds folded lines, even inside a date property', () => {
    const text = calendar([['UID:fold', 'DTSTART;VALUE=DA', ' TE:20261220', 'DTEND;VALUE=DATE:2026122', ' 4', 'SUMMARY:Reserv', '\ted']]);
    expect(parseIcalFeed(text, TODAY).events).toEqual([{ uid: 'fold', startDate: '2026-12-20', endDate: '2026-12-24', summary: 'Reserved' }]);
  });

  it('keeps the good events when one is broken', () => {
    const text = calendar([
      ['UID:bad', 'DTSTART;VALUE=DATE:20261399', 'DTEND;VALUE=DATE:20261402'],
      ['UID:good', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261222'],
    ]);
    expect(parseIcalFeed(text, TODAY)).toMatchObject({ events: [{ uid: 'good' }], skipped: 1 });
  });

  it('gives an event without UID a stable one', () => {
    const [event] = parseIcalFeed(calendar([['DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261222']]), TODAY).events;
    expect(event?.uid).toBe('no-uid:2026-12-20/2026-12-22');
  });

  it('reads an empty calendar as no blocked nights', () => {
    expect(parseIcalFeed(calendar([]), TODAY)).toEqual({ events: [], skipped: 0 });
  });
});

describe('bodies that are no calendar', () => {
  it.each([
    ['an HTML error page', '<!DOCTYPE html>\n<html><body>Sign in to continue</body></html>'],
    ['an empty body', ''],
    ['a calendar cut off mid-way', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261220\r\n'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n'],
  ])('rejects %s', (_name, text) => {
    expect(() => parseIcalFeed(text, TODAY)).toThrow(FeedParseError);
  });
});

describe('what a feed may carry into the database and onto the owner’s screen', () => {
  it.each([
    ['the probe’s NUL-byte body', 'BEGIN:VCALENDAR\r\nthis is : not ; valid\r\n\x00\xff\xfe\r\n'],
    ['an internal page', 'SECRET-INTERNAL-TOKEN-12345 internal admin page'],
  ])('an unreadable body (%s) fails with a fixed sentence that quotes none of it', (_name, text) => {
    expect(() => parseIcalFeed(text, TODAY)).toThrow(new FeedParseError(FEED_PARSE_ERRORS.invalid));
  });

  it('strips control characters from summaries and UIDs', () => {
    const text = calendar([['UID:a\u0000b@airbnb.com', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20261222', 'SUMMARY:Res\u0000erv\u0007ed\u009b']]);
    expect(parseIcalFeed(text, TODAY).events).toEqual([{ uid: 'ab@airbnb.com', startDate: '2026-12-20', endDate: '2026-12-22', summary: 'Reserved' }]);
  });
});

describe('ianaZoneOf', () => {
  it.each([
    ['Pacific/Honolulu', 'Pacific/Honolulu'],
    ['"America/Los_Angeles"', 'America/Los_Angeles'],
    ['/citadel.org/20190914_1/America/New_York', 'America/New_York'],
    ['Hawaiian Standard Time', 'Pacific/Honolulu'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Nowhere/Atlantis', null],
    ['My custom zone', null],
  ])('%s → %s', (tzid, expected) => {
    expect(ianaZoneOf(tzid)).toBe(expected);
  });
});
