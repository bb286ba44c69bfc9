import { format } from 'date-fns';
import { addDaysIso, daysBetweenIso, parseIsoDate } from '../lib/dates';
import { centsToDecimal } from '../lib/money';

/** Spec §9 (Booking) and §4 (Guards). */
export const BOOKING = {
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
} as const;

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

export const propertyGuestLimitMessage = (maxGuests: number) => `Maximum ${maxGuests} guests allowed for this property.`;

// ---- Check-out time -------------------------------------------------------

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

const FALLBACK_TIME: TimeOfDay = { hours: 10, minutes: 0 };
const TIME_PATTERN = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i;

/** "10:00", "9:30", "11:00 AM", "2:00 PM" (12 AM is midnight, 12 PM noon); null for anything else. */
export function parseTimeOfDay(text: string | null | undefined): TimeOfDay | null {
  const match = TIME_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (meridiem === 'PM' && hours !== 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** The property's check-out time; anything unreadable is 10:00. */
export function parseCheckoutTime(text: string | null | undefined): TimeOfDay {
  return parseTimeOfDay(text) ?? FALLBACK_TIME;
}

export function formatTimeOfDay({ hours, minutes }: TimeOfDay): string {
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm a');
}

/** "15:00" or "3:00 PM" as "3:00 PM"; other wording ("Not sure yet", "After 22:00") is shown as written. */
export function displayTimeOfDay(text: string): string {
  const time = parseTimeOfDay(text);
  return time ? formatTimeOfDay(time) : text;
}

// ---- Dates ---------------------------------------------------------------

export interface DateValidation {
  errors: string[];
  /** Worth telling the guest, but not a reason to refuse the booking. */
  notices: string[];
}

const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §5 "Dates". Without a check-out time both days count from midnight;
 * with one, check-in is at 00:00 and check-out at that time, which adds the
 * same-day and minimum-stay rules.
 */
export function validateDates(
  checkIn: string,
  checkOut: string,
  { today, checkoutTime }: { today: string; checkoutTime?: string | null },
): DateValidation {
  const errors: string[] = [];
  const notices: string[] = [];
  const inValue = checkIn.trim();
  const outValue = checkOut.trim();
  if (!inValue) errors.push(DATE_MESSAGES.checkInRequired);
  if (!outValue) errors.push(DATE_MESSAGES.checkOutRequired);
  if ((inValue && !ISO_SHAPE.test(inValue)) || (outValue && !ISO_SHAPE.test(outValue))) errors.push(DATE_MESSAGES.badFormat);
  if (ISO_SHAPE.test(inValue) && !parseIsoDate(inValue)) errors.push(DATE_MESSAGES.checkInInvalid);
  if (ISO_SHAPE.test(outValue) && !parseIsoDate(outValue)) errors.push(DATE_MESSAGES.checkOutInvalid);
  if (errors.length > 0) return { errors, notices };

  if (inValue < today) errors.push(DATE_MESSAGES.checkInPast);
  const days = daysBetweenIso(inValue, outValue);
  const hasTime = Boolean(checkoutTime && checkoutTime.trim());
  const time = parseCheckoutTime(checkoutTime);
  const hours = days * 24 + (hasTime ? time.hours + time.minutes / 60 : 0);
  if (hours <= 0) {
    errors.push(DATE_MESSAGES.checkOutBeforeCheckIn);
    return { errors, notices };
  }
  if (hasTime) {
    if (days === 0) errors.push(DATE_MESSAGES.sameDay);
    if (hours < 24) errors.push(DATE_MESSAGES.minimumStay);
    if (days < 1) errors.push(DATE_MESSAGES.dayAfter);
    if (days === 1 && time.hours * 60 + time.minutes > 12 * 60) notices.push(DATE_MESSAGES.lateCheckoutCleaning);
  }
  return { errors, notices };
}

/** The day after check-in; tomorrow when there is no check-in yet. */
export function minimumCheckoutDate(checkIn: string, today: string): string {
  return addDaysIso(parseIsoDate(checkIn) ? checkIn : today, 1);
}

/** While choosing check-out, every date before this one is disabled. */
export function firstSelectableCheckout(checkIn: string, minNights: number): string {
  return addDaysIso(checkIn, minNights > 1 ? minNights - 1 : 0);
}

export type DateField = 'checkIn' | 'checkOut';

/**
 * Which date field a message belongs to. A message naming neither field but
 * saying "required" or "invalid" goes to each field that has no message yet.
 */
export function attributeDateErrors(errors: readonly string[]): Partial<Record<DateField, string>> {
  const fields: Partial<Record<DateField, string>> = {};
  for (const message of errors) {
    if (message.includes('Check-in')) fields.checkIn ??= message;
    else if (message.includes('Check-out')) fields.checkOut ??= message;
    else if (/required|invalid/i.test(message)) {
      fields.checkIn ??= message;
      fields.checkOut ??= message;
    }
  }
  return fields;
}

// ---- Guests --------------------------------------------------------------

/** Spec §5 "Guests": the form's guest count is a string of digits from 1 to 16. */
export function validateGuests(guests: string): string | null {
  const value = guests.trim();
  if (!value) return GUEST_MESSAGES.required;
  if (!/^\d+$/.test(value) || Number(value) <= 0) return GUEST_MESSAGES.invalid;
  if (Number(value) > BOOKING.maxGuestsDefault) return GUEST_MESSAGES.tooMany;
  return null;
}

export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}
export type GuestKind = keyof GuestCounts;

/** The property's max_guests when it is a positive whole number, else 16. */
export function maxGuestsOf(propertyMax: number | null | undefined): number {
  return typeof propertyMax === 'number' && Number.isInteger(propertyMax) && propertyMax > 0 ? propertyMax : BOOKING.maxGuestsDefault;
}

export function guestLimits(maxGuests: number): Record<GuestKind, { min: number; max: number }> {
  return {
    adults: { min: 1, max: maxGuests },
    children: { min: 0, max: Math.max(0, maxGuests - 1) },
    infants: { min: 0, max: BOOKING.maxInfants },
    pets: { min: 0, max: BOOKING.maxPets },
  };
}

/** Infants and pets do not count toward the guest total. */
export const totalGuests = (counts: GuestCounts) => counts.adults + counts.children;

/** The highest value a stepper may reach now, so adults plus children never pass the property's maximum. */
export function stepperMax(kind: GuestKind, counts: GuestCounts, maxGuests: number): number {
  const own = guestLimits(maxGuests)[kind].max;
  if (kind === 'adults') return Math.min(own, maxGuests - counts.children);
  if (kind === 'children') return Math.min(own, maxGuests - counts.adults);
  return own;
}

/** Adults start at the form's guest count (at least 1, at most the maximum); the rest at 0. */
export function initialGuestCounts(guests: string, maxGuests: number): GuestCounts {
  const parsed = /^\d+$/.test(guests.trim()) ? Number(guests.trim()) : 1;
  return { adults: Math.min(Math.max(parsed, 1), maxGuests), children: 0, infants: 0, pets: 0 };
}

// ---- Money ---------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec §5 "Other": nothing usable is $0.00, discounts keep their raw text, the rest is US dollars. */
export function formatCurrencyDisplay(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined) return usd.format(0);
  const text = String(amount).trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return usd.format(0);
  if (text.startsWith('-')) return text;
  return usd.format(value);
}

export interface PriceLine {
  label: string;
  amount: string;
}

export const isTaxLabel = (label: string) => /TAT|GET|County Tax/.test(label);

/** Every tax line becomes one 'Taxes' line, where the first one stood. */
export function mergeTaxLines(lines: readonly PriceLine[]): PriceLine[] {
  const taxes = lines.filter((line) => isTaxLabel(line.label));
  if (taxes.length === 0) return [...lines];
  const cents = taxes.reduce((sum, line) => sum + Math.round((Number(line.amount) || 0) * 100), 0);
  const merged: PriceLine = { label: 'Taxes', amount: centsToDecimal(cents) };
  const at = lines.findIndex((line) => isTaxLabel(line.label));
  const rest = lines.filter((line) => !isTaxLabel(line.label));
  return [...rest.slice(0, at), merged, ...rest.slice(at)];
}

// ---- Form state ------------------------------------------------------------

export interface BookingFormState {
  checkIn: string;
  checkOut: string;
  guests: string;
}

export const EMPTY_BOOKING_FORM: BookingFormState = { checkIn: '', checkOut: '', guests: BOOKING.defaultGuests };

/** A past check-in clears both dates; a past check-out alone clears only itself. */
export function dropPastDates(state: BookingFormState, today: string): BookingFormState {
  if (state.checkIn && state.checkIn < today) return { ...state, checkIn: '', checkOut: '' };
  if (state.checkOut && state.checkOut < today) return { ...state, checkOut: '' };
  return state;
}

/**
 * Sets both dates: check-out is the one given or else the day after check-in;
 * a same-day check-out moves to the next day when the check-out time is known.
 */
export function updateDates(
  state: BookingFormState,
  checkIn: string,
  checkOut?: string | null,
  checkoutTime?: string | null,
): BookingFormState {
  if (!parseIsoDate(checkIn)) return { ...state, checkIn, checkOut: checkOut ?? '' };
  let out = checkOut || addDaysIso(checkIn, 1);
  if (out === checkIn && checkoutTime && checkoutTime.trim()) out = addDaysIso(checkIn, 1);
  return { ...state, checkIn, checkOut: out };
}

/** Valid only with valid dates and a guest count above 0. */
export function isBookingValid(state: BookingFormState, options: { today: string; checkoutTime?: string | null }): boolean {
  const guests = Number(state.guests);
  return validateDates(state.checkIn, state.checkOut, options).errors.length === 0 && Number.isFinite(guests) && guests > 0;
}
