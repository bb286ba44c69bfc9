/**
 * Every message a guest can be shown about a stay, in one place: the widget,
 * the zod schemas and the server's quote, hold and checkout say the same words.
 * Spec §5 quotes most of them.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const DATE_MESSAGES = {
  checkInRequired: 'Check-in date is required',
  checkOutRequired: 'Check-out date is required',
  checkInInvalid: 'Check-in date is invalid',
  checkOutInvalid: 'Check-out date is invalid',
  checkInPast: 'Check-in date cannot be in the past',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  badFormat: 'Invalid date format',
  sameDay: 'Same-day checkout is not allowed to prevent conflicts',
  minimumStay: 'Minimum stay is 1 night',
  dayAfter: 'Check-out must be at least the day after check-in to prevent conflicts',
  // The spec gives the meaning but not the words of this one.
  lateCheckoutCleaning:
    'Check-out is after 12:00 PM, so the next booking can start the day after your check-out to allow proper cleaning.',
  inline: 'Please select valid check-in and check-out dates',
} as const;

export const GUEST_MESSAGES = {
  required: 'Number of guests is required',
  invalid: 'Please select a valid number of guests',
  tooMany: 'Maximum 16 guests allowed',
  inline: 'Please select at least 1 guest',
} as const;

export const PET_MESSAGES = {
  invalid: 'Please select a valid number of pets',
  notAllowed: 'Pets are not allowed at this property',
} as const;

/** The house's (or the arrival season's) minimum stay, as the server refuses it and the widget warns of it. */
export const minimumStayMessage = (minNights: number) => `Minimum stay is ${plural(minNights, 'night', 'nights')}`;

/** The note under the calendar. */
export const minNightsNote = (minNights: number) => `${minNights} night minimum`;

export const propertyGuestLimitMessage = (maxGuests: number) => `Maximum ${maxGuests} guests allowed for this property.`;

export const longestStayMessage = (maxStayNights: number) =>
  `The longest stay you can book online is ${plural(maxStayNights, 'night', 'nights')}. Please contact us for longer stays.`;

export const bookingHorizonMessage = (horizonMonths: number) => `Stays can be booked up to ${plural(horizonMonths, 'month', 'months')} ahead`;
