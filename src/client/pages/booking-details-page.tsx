import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingDetailsPage() {
  return (
    <SimplePage title="Guest Details" lead="Tell us who is coming.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
