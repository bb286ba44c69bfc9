import { BookingScope } from './booking-provider';
import { MobileBookingBar } from './mobile-booking-bar';

/** The phone's booking bar as other features place it: in the app's booking form, or in one of its own in an island (decision 062). */
export function ScopedMobileBookingBar() {
  return (
    <BookingScope>
      <MobileBookingBar />
    </BookingScope>
  );
}
