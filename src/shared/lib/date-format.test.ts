import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatMonth } from './date-format';

// The unit project runs in Asia/Tokyo: a wire date must not shift a day in any zone.
describe('the admin’s date formats', () => {
  it.each([
    ['2026-11-25', 'Wed, Nov 25, 2026'],
    ['2026-12-05', 'Sat, Dec 5, 2026'],
    ['2027-01-01', 'Fri, Jan 1, 2027'],
    ['soon', 'soon'],
  ])('shows the day %s as %s', (iso, text) => {
    expect(formatDay(iso)).toBe(text);
  });

  it.each([
    ['2026-11-25', '2026-11-28', 'Wed, Nov 25 – Sat, Nov 28, 2026'],
    ['2026-12-30', '2027-01-02', 'Wed, Dec 30, 2026 – Sat, Jan 2, 2027'],
    ['2026-11-25', 'later', 'Wed, Nov 25, 2026 – later'],
  ])('shows %s to %s as %s', (first, last, text) => {
    expect(formatDayRange(first, last)).toBe(text);
  });

  it.each([
    ['2026-11', 'November 2026'],
    ['2025-02-14', 'February 2025'],
    ['2026-13', '2026-13'],
  ])('shows the month %s as %s', (month, text) => {
    expect(formatMonth(month)).toBe(text);
  });
});
