// What other features may use from booking/. Everything else in the folder is private to it.
export { type BookingDraft, PENDING_BOOKING_KEY, readBookingDraft } from './booking-draft';
export { BookingDraftSummary } from './booking-draft-summary';
export { ErrorSummary } from './error-summary';
export { PriceLines } from './price-lines';
export { useBookingProperty } from './use-booking-property';
export { FIX_ERRORS_ANNOUNCEMENT } from './use-reserve';
