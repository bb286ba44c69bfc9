import { EMPTY_BOOKING_FORM, type BookingFormState } from '../../shared/stay/stay-form';
import { STAY_LIMITS } from '../../shared/stay/stay-limits';
import { BOOKING_STATE_KEY } from './booking-state-key';
import { readStored, writeStored } from './session-storage';


/** Every page starts with this read, so it is a plain check (see session-storage.ts): each field that is not text takes its default. */
function bookingState(value: unknown): BookingFormState | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof BookingFormState, unknown>>;
  const text = (field: unknown, fallback: string) => (typeof field === 'string' ? field : fallback);
  return { checkIn: text(stored.checkIn, ''), checkOut: text(stored.checkOut, ''), guests: text(stored.guests, STAY_LIMITS.defaultGuests) };
}

/** The form as this tab (or, failing that, this browser) last left it; empty when there is none. */
export function readBookingState(): BookingFormState {
  return readStored(BOOKING_STATE_KEY, bookingState, 'session') ?? readStored(BOOKING_STATE_KEY, bookingState, 'local') ?? EMPTY_BOOKING_FORM;
}

/** Full or blocked storage only costs the form surviving a reload. */
export function saveBookingState(state: BookingFormState): void {
  writeStored(BOOKING_STATE_KEY, state, 'session');
  writeStored(BOOKING_STATE_KEY, state, 'local');
}
