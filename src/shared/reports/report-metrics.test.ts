import { describe, expect, it } from 'vitest';
import { averageDailyRateCents, averageOf, occupancyPercent, presetRange, revparCents } from './report-metrics';

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
  });
});
