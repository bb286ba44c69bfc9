import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingConfirmationPage() {
  return (
    <SimplePage title="Booking Confirmation" lead="Your stay on Kaneohe Bay.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
