import { describe, expect, it } from 'vitest';
import type { ImportedEvent } from './ical-import.logic';
import { boundImportedEvents } from './import-bounds.logic';

const bounds = { today: '2026-11-24', horizonEnd: '2028-05-24', maxEventNights: 60 };
const event = (startDate: string, endDate: string): ImportedEvent => ({ uid: `${startDate}/${endDate}`, startDate, endDate, summary: 'Reserved' });

describe('boundImportedEvents', () => {
  it.each([
    ['a week', '2026-12-20', '2026-12-27', ['2026-12-20', '2026-12-27']],
    ['exactly 60 nights', '2027-01-01', '2027-03-02', ['2027-01-01', '2027-03-02']],
    ['a long block that began last season and ends soon', '2026-06-01', '2026-12-15', ['2026-06-01', '2026-12-15']],
    ['a stay running past the horizon: clipped to it', '2028-05-10', '2028-05-30', ['2028-05-10', '2028-05-24']],
  ])('keeps %s', (_name, start, end, expected) => {
    const result = boundImportedEvents([event(start, end)], bounds);
    expect(result.events.map((kept) => [kept.startDate, kept.endDate])).toEqual([expected]);
    expect(result.ignored).toEqual([]);
  });

  it.each([
    ['61 nights', '2027-01-01', '2027-03-03'],
    ['the probe’s 100-year event', '2026-12-01', '2126-12-01'],
    ['an event to the end of the calendar', '2027-01-01', '9999-12-31'],
    ['a block from the past through next year', '2026-01-01', '2027-06-01'],
  ])('ignores and reports %s', (_name, start, end) => {
    const result = boundImportedEvents([event(start, end)], bounds);
    expect(result.events).toEqual([]);
    expect(result.ignored).toEqual([{ startDate: start, endDate: end }]);
  });

  it('leaves out, without flagging, a stay that begins on or after the horizon', () => {
    expect(boundImportedEvents([event('2028-05-24', '2028-05-30'), event('2029-01-01', '2029-01-05')], bounds)).toEqual({
      events: [],
      ignored: [],
      beyondHorizon: 2,
    });
  });
});
