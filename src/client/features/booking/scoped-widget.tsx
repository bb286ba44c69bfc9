import { BookingScope } from './booking-provider';
import { BookingWidget } from './booking-widget';

/** The widget as other features place it: in the app's booking form, or in one of its own in an island (decision 062). */
export function ScopedBookingWidget() {
  return (
    <BookingScope>
      <BookingWidget />
    </BookingScope>
  );
}
