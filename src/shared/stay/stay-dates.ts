import { addDaysIso, daysBetweenIso, parseIsoDate } from '../lib/dates';
import { parseCheckoutTime } from '../lib/time-of-day';
import { minimumStayProblem, type StayMinimums } from './stay-minimums';
import { DATE_MESSAGES } from './stay-messages';

export interface DateValidation {
  errors: string[];
  /** Worth telling the guest, but not a reason to refuse the booking. */
  notices: string[];
}

export interface DateRules {
  /** Today at the property (yyyy-MM-dd). */
  today: string;
  checkoutTime?: string | null | undefined;
  /** The house's and the seasons' minimum stays, when known (the calendar learns them with availability). */
  minimums?: StayMinimums | undefined;
}

const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §5 "Dates". Without a check-out time both days count from midnight;
 * with one, check-in is at 00:00 and check-out at that time, which adds the
 * same-day and minimum-stay rules. Known seasonal minimums refuse a stay too
 * short for its arrival date with the server's own message.
 */
export function validateDates(checkIn: string, checkOut: string, { today, checkoutTime, minimums }: DateRules): DateValidation {
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
  const tooShort = minimums ? minimumStayProblem({ start: inValue, end: outValue }, minimums) : null;
  if (tooShort) errors.push(tooShort);
  return { errors, notices };
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
