import { BookingWidget } from '../features/booking/booking-widget';
import { MobileBookingBar } from '../features/booking/mobile-booking-bar';
import * as bookingStyles from '../features/booking/booking-widget.css';
import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingPage() {
  return (
    <SimplePage title="Book Your Stay" lead="Pick your dates and guests, see the full price with every fee and tax, and reserve.">
      <section id="booking-form" aria-label="Booking form" className={bookingStyles.formSection}>
        <BookingWidget />
      </section>
      <ContactUs intro="Questions before you book? Write or call the host directly:" />
      <MobileBookingBar />
    </SimplePage>
  );
}
