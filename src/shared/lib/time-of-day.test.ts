import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseCheckoutTime } from './time-of-day';

describe('parseCheckoutTime', () => {
  it.each([
    ['10:00', 10, 0],
    ['9:30', 9, 30],
    ['09:05', 9, 5],
    ['23:59', 23, 59],
    ['0:00', 0, 0],
    ['10:00 AM', 10, 0],
    ['10:00am', 10, 0],
    ['12:00 AM', 0, 0],
    ['12:45 am', 0, 45],
    ['12:00 PM', 12, 0],
    ['1:15 PM', 13, 15],
    ['11:00 pm', 23, 0],
    [' 14:00 ', 14, 0],
  ])('%s → %i:%i', (text, hours, minutes) => {
    expect(parseCheckoutTime(text)).toEqual({ hours, minutes });
  });

  it.each(['', 'noon', '24:00', '10:60', '10', '10:0', '100:00', '13:00 PM', '10:00 XM', null, undefined])(
    'falls back to 10:00 for %s',
    (text) => {
      expect(parseCheckoutTime(text)).toEqual({ hours: 10, minutes: 0 });
    },
  );

  it('prints a time of day for guests', () => {
    expect(formatTimeOfDay(parseCheckoutTime('10:00'))).toBe('10:00 AM');
    expect(formatTimeOfDay(parseCheckoutTime('14:30'))).toBe('2:30 PM');
    expect(formatTimeOfDay(parseCheckoutTime('12:00 AM'))).toBe('12:00 AM');
  });
});
