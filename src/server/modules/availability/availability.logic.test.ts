import { describe, expect, it } from 'vitest';
import { blockedNightsInWindow } from './availability.logic';

describe('blocked nights', () => {
  it('merges overlapping ranges, clips to the window and leaves check-out days open', () => {
    const ranges = [
      { startDate: '2026-12-20', endDate: '2026-12-23' },
      { startDate: '2026-12-22', endDate: '2026-12-24' },
      { startDate: '2026-12-30', endDate: '2027-01-05' },
    ];
    expect(blockedNightsInWindow(ranges, '2026-12-21', '2027-01-01')).toEqual([
      '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-30', '2026-12-31',
    ]);
  });
});
