import { BookingWidget } from '../features/booking/booking-widget';
import { MobileBookingBar } from '../features/booking/mobile-booking-bar';
import * as bookingStyles from '../features/booking/booking-widget.css';
import { ContactUs } from '../features/property/contact-us';
import { usePageText } from '../features/layout/use-page-text';
import { SimplePage } from './simple-page';

export default function BookingPage() {
  const text = usePageText('booking');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      <section id="booking-form" aria-label="Booking form" className={bookingStyles.formSection}>
        <BookingWidget />
      </section>
      <ContactUs intro={text.contact_intro} />
      <MobileBookingBar />
    </SimplePage>
  );
}
