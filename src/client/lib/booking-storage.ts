/** Spec §3: the booking form state lives under this key in session and local storage. */
export const BOOKING_STATE_KEY = 'vacation-rental-booking-state';

/** Cleared at startup so the form always begins empty. */
export function clearBookingStateAtStartup(): void {
  try {
    sessionStorage.removeItem(BOOKING_STATE_KEY);
    localStorage.removeItem(BOOKING_STATE_KEY);
  } catch {
    // Storage can be unavailable (private mode); an empty form is the result either way.
  }
}
