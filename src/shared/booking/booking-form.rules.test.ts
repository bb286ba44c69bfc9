import { describe, expect, it } from 'vitest';
import {
  attributeDateErrors,
  BOOKING,
  DATE_MESSAGES,
  dropPastDates,
  EMPTY_BOOKING_FORM,
  firstSelectableCheckout,
  formatCurrencyDisplay,
  formatTimeOfDay,
  GUEST_MESSAGES,
  guestLimits,
  initialGuestCounts,
  isBookingValid,
  isTaxLabel,
  maxGuestsOf,
  mergeTaxLines,
  minimumCheckoutDate,
  parseCheckoutTime,
  propertyGuestLimitMessage,
  stepperMax,
  totalGuests,
  updateDates,
  validateDates,
  validateGuests,
  type BookingFormState,
} from './booking-form.rules';

const TODAY = '2026-06-10';
const form = (overrides: Partial<BookingFormState> = {}): BookingFormState => ({ ...EMPTY_BOOKING_FORM, ...overrides });

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

describe('minimum check-out and the check-out phase', () => {
  it.each([
    ['2026-06-11', '2026-06-12'],
    ['2026-06-30', '2026-07-01'],
    ['2026-12-31', '2027-01-01'],
    ['', '2026-06-11'],
    ['not a date', '2026-06-11'],
  ])('check-in %s → earliest check-out %s', (checkIn, expected) => {
    expect(minimumCheckoutDate(checkIn, TODAY)).toBe(expected);
  });

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

describe('validateGuests', () => {
  it.each([
    ['', GUEST_MESSAGES.required],
    ['   ', 'Number of guests is required'],
    ['abc', 'Please select a valid number of guests'],
    ['2.5', GUEST_MESSAGES.invalid],
    ['-1', GUEST_MESSAGES.invalid],
    ['0', GUEST_MESSAGES.invalid],
    ['17', 'Maximum 16 guests allowed'],
    ['99', GUEST_MESSAGES.tooMany],
    ['1', null],
    ['16', null],
    [' 4 ', null],
  ])('%j → %s', (guests, expected) => {
    expect(validateGuests(guests)).toBe(expected);
  });
});

describe('guest picker limits', () => {
  const counts = (adults: number, children = 0, infants = 0, pets = 0) => ({ adults, children, infants, pets });

  it('uses the property maximum, or 16', () => {
    expect(maxGuestsOf(10)).toBe(10);
    expect(maxGuestsOf(null)).toBe(16);
    expect(maxGuestsOf(undefined)).toBe(16);
    expect(maxGuestsOf(0)).toBe(16);
    expect(maxGuestsOf(2.5)).toBe(16);
  });

  it('gives each stepper its range', () => {
    expect(guestLimits(10)).toEqual({
      adults: { min: 1, max: 10 },
      children: { min: 0, max: 9 },
      infants: { min: 0, max: 5 },
      pets: { min: 0, max: 5 },
    });
    expect(guestLimits(16).children.max).toBe(15);
    expect(guestLimits(1).children.max).toBe(0);
  });

  it.each([
    ['adults', counts(2), 10],
    ['adults', counts(2, 3), 7],
    ['children', counts(2), 8],
    ['children', counts(1), 9],
    ['children', counts(10), 0],
    ['infants', counts(9, 1), 5],
    ['pets', counts(9, 1, 5), 5],
  ] as const)('%s may reach %j → %i', (kind, current, expected) => {
    expect(stepperMax(kind, current, 10)).toBe(expected);
  });

  it('counts adults and children only', () => {
    expect(totalGuests(counts(2, 3, 4, 5))).toBe(5);
  });

  it.each([
    ['2', 10, 2],
    ['', 10, 1],
    ['0', 10, 1],
    ['abc', 10, 1],
    ['12', 10, 10],
  ])('starts adults from %j (max %i) at %i', (guests, max, adults) => {
    expect(initialGuestCounts(guests, max)).toEqual(counts(adults));
  });

  it('words the property limit', () => {
    expect(propertyGuestLimitMessage(10)).toBe('Maximum 10 guests allowed for this property.');
  });
});

describe('formatCurrencyDisplay', () => {
  it.each([
    ['', '$0.00'],
    ['   ', '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    ['abc', '$0.00'],
    ['Infinity', '$0.00'],
    ['-Infinity', '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [Number.NaN, '$0.00'],
    ['-350.00', '-350.00'],
    ['-0.5', '-0.5'],
    [-20, '-20'],
    ['2000.00', '$2,000.00'],
    ['0', '$0.00'],
    ['1234.5', '$1,234.50'],
    [450, '$450.00'],
  ])('%j → %s', (amount, expected) => {
    expect(formatCurrencyDisplay(amount)).toBe(expected);
  });
});

describe('mergeTaxLines', () => {
  const breakdown = [
    { label: '$500.00 x 3 nights', amount: '1500.00' },
    { label: 'Weekly discount', amount: '-150.00' },
    { label: 'Cleaning fee', amount: '300.00' },
    { label: 'Hawaii State TAT (11%)', amount: '181.50' },
    { label: 'Oahu County TAT (3%)', amount: '49.50' },
    { label: 'Hawaii GET (4.712%)', amount: '77.75' },
  ];

  it('merges TAT, GET and County Tax lines into one Taxes line where the first stood', () => {
    expect(mergeTaxLines(breakdown)).toEqual([
      { label: '$500.00 x 3 nights', amount: '1500.00' },
      { label: 'Weekly discount', amount: '-150.00' },
      { label: 'Cleaning fee', amount: '300.00' },
      { label: 'Taxes', amount: '308.75' },
    ]);
  });

  it('keeps lines after the taxes in order', () => {
    const lines = [
      { label: 'Rent', amount: '100.00' },
      { label: 'Honolulu County Tax', amount: '3.00' },
      { label: 'Pet fee', amount: '50.00' },
      { label: 'GET', amount: '4.71' },
    ];
    expect(mergeTaxLines(lines)).toEqual([
      { label: 'Rent', amount: '100.00' },
      { label: 'Taxes', amount: '7.71' },
      { label: 'Pet fee', amount: '50.00' },
    ]);
  });

  it('leaves a breakdown without taxes alone', () => {
    const lines = [{ label: 'Cleaning fee', amount: '300.00' }];
    expect(mergeTaxLines(lines)).toEqual(lines);
  });

  it.each([
    ['Hawaii State TAT (11%)', true],
    ['Hawaii GET (4.712%)', true],
    ['Oahu County Tax', true],
    ['Budget fee', false],
    ['county tax', false],
    ['Cleaning fee', false],
  ])('%s is a tax line: %s', (label, expected) => {
    expect(isTaxLabel(label)).toBe(expected);
  });
});

describe('booking form state', () => {
  it('begins empty with 2 guests', () => {
    expect(EMPTY_BOOKING_FORM).toEqual({ checkIn: '', checkOut: '', guests: '2' });
  });

  it.each([
    ['past check-in clears both', form({ checkIn: '2026-06-09', checkOut: '2026-06-12' }), form()],
    ['past check-out clears only it', form({ checkIn: '', checkOut: '2026-06-09' }), form()],
    ['past check-out with a future check-in', form({ checkIn: '2026-06-11', checkOut: '2026-06-09' }), form({ checkIn: '2026-06-11' })],
    ['today stays', form({ checkIn: TODAY, checkOut: '2026-06-11' }), form({ checkIn: TODAY, checkOut: '2026-06-11' })],
    ['empty stays', form({ guests: '5' }), form({ guests: '5' })],
  ])('dropPastDates: %s', (_name, state, expected) => {
    expect(dropPastDates(state, TODAY)).toEqual(expected);
  });

  it.each([
    ['sets both', '2026-06-11', '2026-06-14', '10:00', { checkIn: '2026-06-11', checkOut: '2026-06-14' }],
    ['defaults check-out to the next day', '2026-06-30', undefined, '10:00', { checkIn: '2026-06-30', checkOut: '2026-07-01' }],
    ['empty check-out counts as none', '2026-06-11', '', null, { checkIn: '2026-06-11', checkOut: '2026-06-12' }],
    ['same day with a check-out time moves on a day', '2026-06-11', '2026-06-11', '10:00', { checkIn: '2026-06-11', checkOut: '2026-06-12' }],
    ['same day with no check-out time stays', '2026-06-11', '2026-06-11', null, { checkIn: '2026-06-11', checkOut: '2026-06-11' }],
    ['same day with a blank time stays', '2026-06-11', '2026-06-11', ' ', { checkIn: '2026-06-11', checkOut: '2026-06-11' }],
    ['clearing', '', '', '10:00', { checkIn: '', checkOut: '' }],
  ])('updateDates: %s', (_name, checkIn, checkOut, time, expected) => {
    expect(updateDates(form({ guests: '4' }), checkIn, checkOut, time)).toEqual({ ...expected, guests: '4' });
  });

  it.each([
    [form({ checkIn: '2026-06-11', checkOut: '2026-06-12' }), true],
    [form({ checkIn: '2026-06-11', checkOut: '2026-06-12', guests: '0' }), false],
    [form({ checkIn: '2026-06-11', checkOut: '2026-06-12', guests: 'x' }), false],
    [form({ checkIn: '2026-06-11', checkOut: '2026-06-11' }), false],
    [form({ checkIn: '2026-06-11' }), false],
    [form(), false],
  ])('isBookingValid(%j) → %s', (state, expected) => {
    expect(isBookingValid(state, { today: TODAY, checkoutTime: '10:00' })).toBe(expected);
  });
});

describe('constants', () => {
  it('keeps the spec constants', () => {
    expect(BOOKING).toMatchObject({
      defaultGuests: '2',
      maxGuestsDefault: 16,
      maxInfants: 5,
      maxPets: 5,
      minStayNights: 1,
      defaultCheckoutTime: '10:00',
      currency: 'USD',
      calendarCloseDelayMs: 300,
      mobileBreakpointPx: 768,
      guardMs: 100,
      dateUpdateLockMs: 500,
      mobileFallbackBaseRate: '450',
      mobileFallbackTotal: '950',
      blurScrollCap: 300,
    });
  });
});
