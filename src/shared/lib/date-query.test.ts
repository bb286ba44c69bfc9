import { describe, expect, it } from 'vitest';
import { nightsOfDateQuery, parseDateQuery } from './date-query';

const TODAY = '2026-11-26';
const night = (value: string) => ({ kind: 'night', night: value });
const month = (value: string) => ({ kind: 'month', month: value });

describe('a date typed into a search', () => {
  it.each([
    ['2026-12-20', night('2026-12-20')],
    ['2027-1-5', night('2027-01-05')],
    ['12/20/2026', night('2026-12-20')],
    ['Dec 20, 2026', night('2026-12-20')],
    ['december 20th 2027', night('2027-12-20')],
    ['20 Dec 2026', night('2026-12-20')],
    ['2025-12-20', night('2025-12-20')],
  ])('reads %s, which has its year, as that night', (text, expected) => {
    expect(parseDateQuery(text, TODAY)).toEqual(expected);
  });

  it.each([
    ['Dec 20', night('2026-12-20')],
    ['20 Dec', night('2026-12-20')],
    ['DECEMBER 20', night('2026-12-20')],
    ['Dec. 20th', night('2026-12-20')],
    ['12/20', night('2026-12-20')],
    ['  sept 3 ', night('2027-09-03')],
    // Today is the next such date; yesterday's is a year away.
    ['Nov 26', night('2026-11-26')],
    ['Nov 25', night('2027-11-25')],
    ['1/2', night('2027-01-02')],
    // Only leap years have it.
    ['Feb 29', night('2028-02-29')],
  ])('reads %s, without a year, as the next such night from today in Honolulu', (text, expected) => {
    expect(parseDateQuery(text, TODAY)).toEqual(expected);
  });

  it.each([
    ['December', month('2026-12')],
    ['nov', month('2026-11')],
    ['October', month('2027-10')],
    ['May', month('2027-05')],
    ['Dec 2026', month('2026-12')],
    ['january 2028', month('2028-01')],
    ['2027-03', month('2027-03')],
  ])('reads %s as a month, the current one included when it has no year', (text, expected) => {
    expect(parseDateQuery(text, TODAY)).toEqual(expected);
  });

  it.each(['', 'Pua Kealoha', 'KB-7QX4M2', 'd', 'dec 32', 'Feb 30', '13/20', '2026-13-01', '20', '12/20/26', 'Decembers', 'pua@example.com', '1999-12-31', '2100-01-01', 'Dec 2100'])(
    'finds no date in %j',
    (text) => {
      expect(parseDateQuery(text, TODAY)).toBeNull();
    },
  );

  it('counts from the given today, so the turn of the year moves a yearless day', () => {
    expect(parseDateQuery('Jan 1', '2026-12-31')).toEqual(night('2027-01-01'));
    expect(parseDateQuery('Dec 31', '2026-12-31')).toEqual(night('2026-12-31'));
    expect(parseDateQuery('December', '2026-12-31')).toEqual(month('2026-12'));
  });

  it('covers a night alone, or every night of a month', () => {
    expect(nightsOfDateQuery({ kind: 'night', night: '2026-12-20' })).toEqual({ first: '2026-12-20', last: '2026-12-20' });
    expect(nightsOfDateQuery({ kind: 'month', month: '2028-02' })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(nightsOfDateQuery({ kind: 'month', month: '2026-12' })).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
