import { BookingScope } from '../features/booking/booking-provider';
import { BookingWidget } from '../features/booking/booking-widget';
import { MobileBookingBar } from '../features/booking/mobile-booking-bar';
import * as bookingStyles from '../features/booking/booking-widget.css';
import { ContactUs } from '../features/property/contact-us';

/**
 * What /booking draws under its heading: the form, how to reach the host, and the phone's booking bar. The widget and
 * the bar share one booking form, so on the page shipped as islands (decision 062) they are one island; in the app
 * they share the app's form.
 */
export function BookingPageForm({ contactIntro }: { contactIntro: string }) {
  return (
    <BookingScope>
      <section id="booking-form" aria-label="Booking form" className={bookingStyles.formSection}>
        <BookingWidget />
      </section>
      <ContactUs intro={contactIntro} />
      <MobileBookingBar />
    </BookingScope>
  );
}
