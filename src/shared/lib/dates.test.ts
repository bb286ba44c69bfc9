import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, addMonthsIso, daysBetweenIso, isIsoDate, nightsOfStay, todayAtProperty, weekdayOfIso } from './dates';
import { isoDateSchema } from './iso-date.schema';

afterEach(() => vi.useRealTimers());

describe('calendar dates', () => {
  it('accepts only real yyyy-MM-dd days', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-1-1')).toBe(false);
    expect(isoDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Invalid date format');
  });

  it('does arithmetic without any time-zone shift (tests run in Asia/Tokyo)', () => {
    expect(process.env.TZ).toBe('Asia/Tokyo');
    expect(addDaysIso('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetweenIso('2026-11-01', '2026-11-05')).toBe(4);
    expect(weekdayOfIso('2026-11-22')).toBe(0);
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('stops with a RangeError rather than step past 9999-12-31 into "+010000-01-01" (probe F12)', () => {
    expect(addDaysIso('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDaysIso('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDaysIso('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addMonthsIso('9999-12-01', 1)).toThrow(RangeError);
    expect(() => nightsOfStay('9999-12-30', '9999-12-31')).not.toThrow();
    // "+010000-01-01" sorts before every end date, so this loop used to run until memory ran out.
    expect(() => nightsOfStay('9999-12-31', '9999-12-32')).toThrow(RangeError);
  });

  it('lists the nights of a stay, not the check-out day', () => {
    expect(nightsOfStay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsOfStay('2026-12-30', '2026-12-30')).toEqual([]);
  });

  it("tells today's date in Honolulu, not the server's", () => {
    // 09:30 UTC on 22 Nov is 23:30 on 21 Nov in Honolulu and 18:30 on 22 Nov in Tokyo.
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T09:30:00Z'));
    expect(todayAtProperty()).toBe('2026-11-21');
    vi.setSystemTime(new Date('2026-11-22T10:30:00Z'));
    expect(todayAtProperty()).toBe('2026-11-22');
  });

  it('turns the day at the house’s midnight to the millisecond, forwards and back, on the same day kept', () => {
    // Honolulu is ten hours behind UTC all year: its midnight is 10:00 UTC.
    expect(todayAtProperty(new Date('2026-11-28T09:59:59.999Z'))).toBe('2026-11-27');
    expect(todayAtProperty(new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-11-28');
    expect(todayAtProperty(new Date('2026-11-29T09:59:59.999Z'))).toBe('2026-11-28');
    expect(todayAtProperty(new Date('2026-11-29T10:00:00.000Z'))).toBe('2026-11-29');
    expect(todayAtProperty(new Date('2026-11-28T09:59:59.999Z'))).toBe('2026-11-27');
    // Across a month's and a year's end, and a leap day.
    expect(todayAtProperty(new Date('2027-01-01T09:59:59.999Z'))).toBe('2026-12-31');
    expect(todayAtProperty(new Date('2027-01-01T10:00:00.000Z'))).toBe('2027-01-01');
    expect(todayAtProperty(new Date('2028-03-01T09:00:00.000Z'))).toBe('2028-02-29');
  });
});
