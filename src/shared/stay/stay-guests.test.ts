import { describe, expect, it } from 'vitest';
import { guestLimits, initialGuestCounts, maxGuestsOf, stepperMax, totalGuests, validateGuests } from './stay-guests';
import { GUEST_MESSAGES, propertyGuestLimitMessage } from './stay-messages';

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
