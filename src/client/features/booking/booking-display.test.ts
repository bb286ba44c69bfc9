import { describe, expect, it } from 'vitest';
import { minNightsNote } from '../../../shared/stay/stay-messages';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { datePickerLabel, stayNights } from './booking-display';

describe('display', () => {
  it.each([
    ['', '', 'Add dates'],
    ['', '2026-06-14', 'Add dates'],
    ['2026-06-05', '', 'Jun 05 - Add checkout'],
    ['2026-06-05', '2026-06-14', 'Jun 05 - Jun 14, 2026'],
    ['2026-12-30', '2027-01-02', 'Dec 30 - Jan 02, 2027'],
  ])('date picker text for %j / %j is %s', (checkIn, checkOut, expected) => {
    expect(datePickerLabel(checkIn, checkOut)).toBe(expected);
  });

  it('formats dates as MMM dd, yyyy and leaves non-dates alone', () => {
    expect(formatDisplayDate('2026-07-04')).toBe('Jul 04, 2026');
    expect(formatDisplayDate('2026-07-04', 'yyyy-MM-dd')).toBe('2026-07-04');
    expect(formatDisplayDate('soon')).toBe('soon');
  });

  it('counts nights', () => {
    expect(stayNights('2026-06-11', '2026-06-15')).toBe(4);
    expect(stayNights('2026-06-11', '')).toBe(0);
    expect(stayNights('2026-06-15', '2026-06-11')).toBe(0);
    expect(nightsLabel(1)).toBe('1 night');
    expect(nightsLabel(4)).toBe('4 nights');
    expect(minNightsNote(1)).toBe('1 night minimum');
    expect(minNightsNote(3)).toBe('3 night minimum');
  });
});
