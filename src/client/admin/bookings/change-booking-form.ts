import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { bookingChangeInputSchema, type BookingChangeInput, type ChangePriceChoice } from '../../../shared/booking/booking-change.schemas';
import { parseIsoDate } from '../../../shared/lib/dates';
import { parseWholeNumber } from '../../../shared/pricing/money-input.rules';
import { firstErrorPerField, wholeOrText } from './form-fields';

/** The change form's fields as typed. */
export interface ChangeValues {
  start: string;
  end: string;
  guests: string;
  pets: string;
  allowShortStay: boolean;
  name: string;
  email: string;
  phone: string;
  message: string;
  price: ChangePriceChoice;
  reason: string;
  notifyGuest: boolean;
}

export type ChangeField = 'start' | 'end' | 'guests' | 'pets' | 'name' | 'email' | 'phone' | 'message' | 'price' | 'reason' | 'form';
export type ChangeErrors = Partial<Record<ChangeField, string>>;

/** The form opens on the booking as it is. */
export function changeValuesOf(booking: AdminBooking): ChangeValues {
  return {
    start: booking.checkIn,
    end: booking.checkOut,
    guests: String(booking.guests),
    pets: String(booking.pets),
    allowShortStay: false,
    name: booking.guestName ?? '',
    email: booking.guestEmail ?? '',
    phone: booking.guestPhone ?? '',
    message: booking.guestMessage ?? '',
    price: 'keep',
    reason: '',
    notifyGuest: false,
  };
}

/** The new stay when the typed dates and party make one, for the price preview; null while they do not. */
export function typedStay(values: ChangeValues): { start: string; end: string; guests: number; pets: number } | null {
  const guests = parseWholeNumber(values.guests);
  const pets = values.pets.trim() === '' ? 0 : parseWholeNumber(values.pets);
  if (!parseIsoDate(values.start) || !parseIsoDate(values.end) || values.start >= values.end || guests === null || guests < 1 || pets === null) return null;
  return { start: values.start, end: values.end, guests, pets };
}

const FIELD_OF: Record<string, ChangeField> = {
  start: 'start',
  end: 'end',
  guests: 'guests',
  pets: 'pets',
  'guest.name': 'name',
  'guest.email': 'email',
  'guest.phone': 'phone',
  'guest.message': 'message',
  price: 'price',
  reason: 'reason',
};

/** The first message for each field, from the server's fieldErrors or the schema's issues. */
export const changeErrors = (messages: Record<string, readonly string[] | undefined>): ChangeErrors => firstErrorPerField(messages, FIELD_OF);

/** The values as admin.bookings.change's input, checked by the server's own schema. */
export function readChange(reference: string, values: ChangeValues): { input: BookingChangeInput } | { errors: ChangeErrors } {
  const result = bookingChangeInputSchema.safeParse({
    reference,
    start: values.start,
    end: values.end,
    guests: wholeOrText(values.guests),
    pets: values.pets.trim() === '' ? 0 : wholeOrText(values.pets),
    allowShortStay: values.allowShortStay,
    guest: { name: values.name, email: values.email, phone: values.phone, message: values.message },
    price: values.price,
    reason: values.reason,
    notifyGuest: values.notifyGuest,
  });
  if (result.success) return { input: result.data };
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return { errors: changeErrors(messages) };
}
