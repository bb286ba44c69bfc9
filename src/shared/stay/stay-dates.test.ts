import { describe, expect, it } from 'vitest';
import { attributeDateErrors, firstSelectableCheckout, validateDates } from './stay-dates';
import { DATE_MESSAGES } from './stay-messages';

const TODAY = '2026-06-10';

describe('validateDates without a property check-out time', () => {
  const cases: [string, string, string, string[]][] = [
    ['both empty', '', '', [DATE_MESSAGES.checkInRequired, DATE_MESSAGES.checkOutRequired]],
    ['blank check-in', '  ', '2026-06-12', ['Check-in date is required']],
    ['no check-out', '2026-06-11', '', ['Check-out date is required']],
    ['check-in not a real day', '2026-02-30', '2026-03-02', ['Check-in date is invalid']],
    ['check-out not a real day', '2026-06-11', '2026-06-31', ['Check-out date is invalid']],
    ['both not real days', '2026-13-01', '2026-00-10', ['Check-in date is invalid', 'Check-out date is invalid']],
    ['check-in in another format', '06/11/2026', '2026-06-12', ['Invalid date format']],
    ['check-out in another format', '2026-06-11', 'June 12', ['Invalid date format']],
    ['both in another format, said once', '11.06.2026', '12.06.2026', ['Invalid date format']],
    ['format and required together', '2026/06/11', '', ['Check-out date is required', 'Invalid date format']],
    ['check-in yesterday', '2026-06-09', '2026-06-12', ['Check-in date cannot be in the past']],
    ['check-in today is fine', TODAY, '2026-06-11', []],
    ['same day', '2026-06-11', '2026-06-11', ['Check-out date must be after check-in date']],
    ['check-out before check-in', '2026-06-15', '2026-06-12', ['Check-out date must be after check-in date']],
    ['past and reversed', '2026-06-01', '2026-05-30', ['Check-in date cannot be in the past', 'Check-out date must be after check-in date']],
    ['one night', '2026-06-11', '2026-06-12', []],
    ['across a year end', '2026-12-30', '2027-01-02', []],
  ];
  it.each(cases)('%s', (_name, checkIn, checkOut, expected) => {
    expect(validateDates(checkIn, checkOut, { today: TODAY })).toEqual({ errors: expected, notices: [] });
  });

  it('judges "the past" by calendar day, whatever the hour', () => {
    expect(validateDates('2026-06-10', '2026-06-11', { today: '2026-06-10' }).errors).toEqual([]);
    expect(validateDates('2026-06-10', '2026-06-11', { today: '2026-06-11' }).errors).toEqual([DATE_MESSAGES.checkInPast]);
  });

  it('treats an empty check-out time as no time at all', () => {
    expect(validateDates('2026-06-11', '2026-06-11', { today: TODAY, checkoutTime: '  ' }).errors).toEqual([
      DATE_MESSAGES.checkOutBeforeCheckIn,
    ]);
  });
});

describe('validateDates with a property check-out time', () => {
  const cases: [string, string, string, string, string[]][] = [
    ['one night, 10:00', '2026-06-11', '2026-06-12', '10:00', []],
    [
      'same day at 10:00 (10 hours)',
      '2026-06-11',
      '2026-06-11',
      '10:00',
      [
        'Same-day checkout is not allowed to prevent conflicts',
        'Minimum stay is 1 night',
        'Check-out must be at least the day after check-in to prevent conflicts',
      ],
    ],
    ['same day at 12 AM is not after check-in', '2026-06-11', '2026-06-11', '12:00 AM', ['Check-out date must be after check-in date']],
    ['day before', '2026-06-12', '2026-06-11', '11:00 AM', ['Check-out date must be after check-in date']],
    ['required still applies', '', '2026-06-11', '10:00', ['Check-in date is required']],
    ['past check-in still applies', '2026-06-09', '2026-06-12', '10:00', ['Check-in date cannot be in the past']],
    ['an unparsable time still means "a time is set" (10:00)', '2026-06-11', '2026-06-11', 'noon', [
      DATE_MESSAGES.sameDay,
      DATE_MESSAGES.minimumStay,
      DATE_MESSAGES.dayAfter,
    ]],
  ];
  it.each(cases)('%s', (_name, checkIn, checkOut, checkoutTime, expected) => {
    expect(validateDates(checkIn, checkOut, { today: TODAY, checkoutTime }).errors).toEqual(expected);
  });

  it.each([
    ['12:30', 1, true],
    ['1:00 PM', 1, true],
    ['12:00', 1, false],
    ['12:00 PM', 1, false],
    ['11:59 AM', 1, false],
    ['14:00', 2, false],
  ])('check-out time %s on a %i-night stay gives the cleaning notice: %s', (time, nights, shown) => {
    const result = validateDates('2026-06-11', `2026-06-${11 + nights}`, { today: TODAY, checkoutTime: time });
    expect(result.errors).toEqual([]);
    expect(result.notices).toEqual(shown ? [DATE_MESSAGES.lateCheckoutCleaning] : []);
  });
});

describe('minimum check-out and the check-out phase', () => {
  it.each([
    [1, '2026-06-11'],
    [0, '2026-06-11'],
    [2, '2026-06-12'],
    [3, '2026-06-13'],
    [7, '2026-06-17'],
  ])('with %i night minimum, dates before %s are disabled', (minNights, expected) => {
    expect(firstSelectableCheckout('2026-06-11', minNights)).toBe(expected);
  });
});

describe('attributeDateErrors', () => {
  it.each([
    [[DATE_MESSAGES.checkInRequired], { checkIn: 'Check-in date is required' }],
    [[DATE_MESSAGES.checkOutRequired], { checkOut: 'Check-out date is required' }],
    [[DATE_MESSAGES.checkInPast, DATE_MESSAGES.checkOutBeforeCheckIn], { checkIn: DATE_MESSAGES.checkInPast, checkOut: DATE_MESSAGES.checkOutBeforeCheckIn }],
    [[DATE_MESSAGES.checkInInvalid, DATE_MESSAGES.checkInPast], { checkIn: DATE_MESSAGES.checkInInvalid }],
    [[DATE_MESSAGES.badFormat], { checkIn: 'Invalid date format', checkOut: 'Invalid date format' }],
    [[DATE_MESSAGES.checkOutRequired, DATE_MESSAGES.badFormat], { checkIn: 'Invalid date format', checkOut: DATE_MESSAGES.checkOutRequired }],
    [['Dates are required'], { checkIn: 'Dates are required', checkOut: 'Dates are required' }],
    [[DATE_MESSAGES.dayAfter, DATE_MESSAGES.sameDay, DATE_MESSAGES.minimumStay], { checkOut: DATE_MESSAGES.dayAfter }],
    [[DATE_MESSAGES.sameDay], {}],
    [[], {}],
  ])('%j → %j', (errors, expected) => {
    expect(attributeDateErrors(errors)).toEqual(expected);
  });
});
