import { z } from 'zod';
import { EMPTY_BOOKING_FORM, type BookingFormState } from '../../shared/stay/stay-form';
import { STAY_LIMITS } from '../../shared/stay/stay-limits';
import { readStored, removeStored, writeStored } from './session-storage';

/** Spec §3: the booking form state lives under this key in session and local storage. */
export const BOOKING_STATE_KEY = 'vacation-rental-booking-state';

const bookingStateSchema = z.object({
  checkIn: z.string().catch(''),
  checkOut: z.string().catch(''),
  guests: z.string().catch(STAY_LIMITS.defaultGuests),
});

/** The form as this tab (or, failing that, this browser) last left it; empty when there is none. */
export function readBookingState(): BookingFormState {
  return readStored(BOOKING_STATE_KEY, bookingStateSchema, 'session') ?? readStored(BOOKING_STATE_KEY, bookingStateSchema, 'local') ?? EMPTY_BOOKING_FORM;
}

/** Full or blocked storage only costs the form surviving a reload. */
export function saveBookingState(state: BookingFormState): void {
  writeStored(BOOKING_STATE_KEY, state, 'session');
  writeStored(BOOKING_STATE_KEY, state, 'local');
}

/** Cleared at startup so the form always begins empty. */
export function clearBookingStateAtStartup(): void {
  removeStored([BOOKING_STATE_KEY], 'session');
  removeStored([BOOKING_STATE_KEY], 'local');
}
