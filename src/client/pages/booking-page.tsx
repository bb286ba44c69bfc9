import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingPage() {
  return (
    <SimplePage title="Book Your Stay" lead="Pick your dates and guests, see the full price with every fee and tax, and reserve.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
