import { removeStored } from './session-storage';

/**
 * Spec §3: the booking form state lives under this key in session and local storage. Apart from booking-storage.ts
 * (which reads the form with the stay rules) so the start of a page shipped as islands can clear it for a few bytes.
 */
export const BOOKING_STATE_KEY = 'vacation-rental-booking-state';

/** Cleared at startup so the form always begins empty. */
export function clearBookingStateAtStartup(): void {
  removeStored([BOOKING_STATE_KEY], 'session');
  removeStored([BOOKING_STATE_KEY], 'local');
}
