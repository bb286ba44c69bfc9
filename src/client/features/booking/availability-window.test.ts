import { describe, expect, it } from 'vitest';
import { availabilityWindow, isFallbackUnavailable } from './availability-window';

const TODAY = '2026-06-10';

describe('availability window', () => {
  it('runs from the first of the previous month to six months ahead', () => {
    expect(availabilityWindow('2026-06-10')).toEqual({ start: '2026-05-01', end: '2026-12-10' });
    expect(availabilityWindow('2026-01-31')).toEqual({ start: '2025-12-01', end: '2026-07-31' });
  });

  it('stays put while the shown months are inside it, and follows the calendar past it', () => {
    expect(availabilityWindow('2026-06-10', '2026-11-01', 1)).toEqual({ start: '2026-05-01', end: '2026-12-10' });
    expect(availabilityWindow('2026-06-10', '2026-11-01', 2)).toEqual({ start: '2026-10-01', end: '2027-05-01' });
    expect(availabilityWindow('2026-06-10', '2027-03-01', 1)).toEqual({ start: '2027-02-01', end: '2027-09-01' });
  });

  it('falls back to "days before today are unavailable"', () => {
    expect(isFallbackUnavailable('2026-06-09', TODAY)).toBe(true);
    expect(isFallbackUnavailable(TODAY, TODAY)).toBe(false);
  });
});
