import { describe, expect, it } from 'vitest';
import { averageDailyRateCents, averageOf, changePercent, occupancyExplanation, occupancyPercent, presetRange, revparCents } from './report-metrics';

describe('report metrics', () => {
  it('occupancy is occupied over available nights, one decimal, null with nothing available', () => {
    expect(occupancyPercent(10, 30)).toBe(33.3);
    expect(occupancyPercent(31, 31)).toBe(100);
    expect(occupancyPercent(0, 0)).toBeNull();
  });

  it('ADR divides room revenue by booked nights and RevPAR by available nights, in whole cents', () => {
    expect(averageDailyRateCents(200_000, 4)).toBe(50_000);
    expect(averageDailyRateCents(100_000, 3)).toBe(33_333);
    expect(averageDailyRateCents(5_000, 0)).toBeNull();
    expect(revparCents(200_000, 30)).toBe(6_667);
    expect(revparCents(200_000, 0)).toBeNull();
  });

  it('averages keep one decimal and are null over nothing', () => {
    expect(averageOf(10, 3)).toBe(3.3);
    expect(averageOf(0, 0)).toBeNull();
  });

  it('turns each preset into its dates on a Honolulu day', () => {
    expect(presetRange('this-month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this-quarter', '2026-08-05')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetRange('this-quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('this-year', '2026-05-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('last-12-months', '2026-03-10')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(presetRange('next-12-months', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(presetRange('next-12-months', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-11-30' });
  });

  it('explains occupancy with the range’s own nights, owner-blocked nights out of the denominator', () => {
    const line = { occupancyPercent: 40, nightsBooked: 10, nightsImported: 2, nightsInRange: 31, nightsOwnerBlocked: 1, nightsAvailable: 30 };
    expect(occupancyExplanation(line)).toBe(
      'Occupancy 40%: 12 nights occupied (10 booked here, 2 imported) ÷ 30 nights available (31 nights in the range less 1 the owner blocked).',
    );
    expect(occupancyExplanation({ ...line, occupancyPercent: null, nightsBooked: 0, nightsImported: 0, nightsInRange: 1, nightsOwnerBlocked: 1, nightsAvailable: 0 })).toBe(
      'Occupancy cannot be worked out: 0 nights occupied (0 booked here, 0 imported) ÷ 0 nights available (1 night in the range less 1 the owner blocked).',
    );
  });

  it('compares with last year in whole percent, and not at all against nothing', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(2, 3)).toBe(-33);
    expect(changePercent(5, 0)).toBeNull();
  });
});
