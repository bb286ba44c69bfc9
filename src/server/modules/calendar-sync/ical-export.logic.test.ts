import { describe, expect, it } from 'vitest';
import { buildIcalFeed, escapeText, foldLine, icalUtcDateTime } from './ical-export.logic';
import { parseIcalFeed } from './ical-import.logic';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it.each([
    ['Reserved', 'Reserved'],
    ['Beach house, Kaneohe', 'Beach house\\, Kaneohe'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['two\r\nlines', 'two\\nlines'],
    ['\\,;', '\\\\\\,\\;'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it.each([
    ['a line of 75 octets stays whole', 'x'.repeat(75), ['x'.repeat(75)]],
    ['76 octets fold once', 'x'.repeat(76), ['x'.repeat(75), ' x']],
    ['continuations hold 74 characters after their space', 'x'.repeat(75 + 74 + 1), ['x'.repeat(75), ` ${'x'.repeat(74)}`, ' x']],
  ])('%s', (_name, line, expected) => {
    expect(foldLine(line).split('\r\n')).toEqual(expected);
  });

  it.each([
    ['two-byte characters', `SUMMARY:${'ā'.repeat(60)}`],
    ['three-byte characters', `X-WR-CALNAME:${'海'.repeat(40)}`],
    ['four-byte characters', `SUMMARY:${'🌺'.repeat(30)}`],
    ['mixed', `SUMMARY:Hale ${'ʻōhiʻa lehua 🌺 '.repeat(8)}`],
  ])('counts octets, never splits a character, and unfolds to the original (%s)', (_name, line) => {
    const folded = foldLine(line);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(line);
  });
});

describe('icalUtcDateTime', () => {
  it('writes an instant in UTC form, whatever the process zone', () => {
    expect(icalUtcDateTime(new Date('2026-11-22T06:17:15.123Z'))).toBe('20261122T061715Z');
  });
});

describe('buildIcalFeed', () => {
  const now = new Date('2026-11-22T06:17:15Z');
  const feed = buildIcalFeed({
    name: 'Kaneohe Bay Beach House',
    now,
    events: [
      { uid: 'booking-1@kaneohe-beach-house', startDate: '2026-12-20', endDate: '2026-12-24', summary: 'Reserved' },
      { uid: 'block-7@kaneohe-beach-house', startDate: '2026-12-31', endDate: '2027-01-01', summary: 'Blocked' },
    ],
  });

  it('writes an RFC 5545 calendar of all-day events with CRLF line endings', () => {
    expect(feed).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Kaneohe Beach House//Calendar export 1.0//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Kaneohe Bay Beach House',
        'BEGIN:VEVENT',
        'DTSTAMP:20261122T061715Z',
        'UID:booking-1@kaneohe-beach-house',
        'DTSTART;VALUE=DATE:20261220',
        'DTEND;VALUE=DATE:20261224',
        'SUMMARY:Reserved',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'DTSTAMP:20261122T061715Z',
        'UID:block-7@kaneohe-beach-house',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Blocked',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(feed.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('uses the check-out day as the exclusive DTEND, so an importer blocks exactly the nights stayed', () => {
    expect(parseIcalFeed(feed, '2026-11-22').events).toEqual([
      { uid: 'booking-1@kaneohe-beach-house', startDate: '2026-12-20', endDate: '2026-12-24', summary: 'Reserved' },
      { uid: 'block-7@kaneohe-beach-house', startDate: '2026-12-31', endDate: '2027-01-01', summary: 'Blocked' },
    ]);
  });

  it('escapes and folds a long calendar name', () => {
    const name = 'Kaneohe Bay Beach House, oceanfront; four bedrooms on the windward side of Oahu';
    const text = buildIcalFeed({ name, now, events: [] });
    for (const physical of text.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`X-WR-CALNAME:${escapeText(name)}\r\n`);
    expect(text.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('writes a valid empty calendar when nothing is booked', () => {
    const text = buildIcalFeed({ name: 'House', now, events: [] });
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(parseIcalFeed(text, '2026-11-22')).toEqual({ events: [], skipped: 0 });
  });
});
