import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingCheckoutPage() {
  return (
    <SimplePage title="Checkout" lead="Secure payment for your stay.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
