import { describe, expect, it } from 'vitest';
import { dropPastDates, EMPTY_BOOKING_FORM, isBookingValid, updateDates, type BookingFormState } from './stay-form';
import { STAY_LIMITS } from './stay-limits';

const TODAY = '2026-06-10';
const form = (overrides: Partial<BookingFormState> = {}): BookingFormState => ({ ...EMPTY_BOOKING_FORM, ...overrides });

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
    expect(STAY_LIMITS).toMatchObject({
      defaultGuests: '2',
      maxGuestsDefault: 16,
      maxInfants: 5,
      maxPets: 5,
      minStayNights: 1,
      defaultCheckoutTime: '10:00',
    });
  });
});
