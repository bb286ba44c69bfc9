import { describe, expect, it } from 'vitest';
import { validateDates } from './stay-dates';
import { minimumNightsFor, minimumStayProblem, type StayMinimums } from './stay-minimums';
import { minimumStayMessage } from './stay-messages';

const minimums: StayMinimums = {
  defaultNights: 2,
  seasons: [
    { start: '2026-12-20', end: '2027-01-03', nights: 5 },
    { start: '2027-03-01', end: '2027-03-31', nights: 1 },
  ],
};

describe('seasonal minimum stays', () => {
  it.each([
    ['2026-12-19', 2],
    ['2026-12-20', 5],
    ['2027-01-03', 5],
    ['2027-01-04', 2],
    ['2027-03-15', 1],
  ])('an arrival on %s needs %i nights', (checkIn, nights) => {
    expect(minimumNightsFor(checkIn, minimums)).toBe(nights);
  });

  it('words the minimum as the server does', () => {
    expect(minimumStayMessage(1)).toBe('Minimum stay is 1 night');
    expect(minimumStayMessage(5)).toBe('Minimum stay is 5 nights');
  });

  it.each([
    ['2026-12-20', '2026-12-24', 'Minimum stay is 5 nights'],
    ['2026-12-20', '2026-12-25', null],
    ['2026-12-18', '2026-12-21', null],
    ['2026-12-10', '2026-12-11', 'Minimum stay is 2 nights'],
    ['2027-03-10', '2027-03-11', null],
    ['2026-12-20', '2026-12-20', null],
    ['2026-12-20', '2026-12-19', null],
    ['2026-12-20', '', null],
    ['', '', null],
  ])('%s to %s → %s', (start, end, expected) => {
    expect(minimumStayProblem({ start, end }, minimums)).toBe(expected);
  });

  it('refuses a stay too short for its season among the date errors', () => {
    const rules = { today: '2026-06-10', checkoutTime: '10:00', minimums };
    expect(validateDates('2026-12-21', '2026-12-24', rules).errors).toEqual(['Minimum stay is 5 nights']);
    expect(validateDates('2026-12-21', '2026-12-26', rules).errors).toEqual([]);
    // Without known minimums only the spec's own rules apply.
    expect(validateDates('2026-12-21', '2026-12-24', { today: '2026-06-10', checkoutTime: '10:00' }).errors).toEqual([]);
  });
});
