import { pages } from '../app/pages';
import { GuestDetailsStep } from '../features/checkout/guest-details-step';
import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

const preloadCheckout = () => void pages.bookingCheckout.preload();

export default function BookingDetailsPage() {
  return (
    <SimplePage title="Guest Details" lead="Tell us who is coming.">
      <GuestDetailsStep onIntent={preloadCheckout} />
      <ContactUs intro="Questions about your stay? Write or call the host directly:" />
    </SimplePage>
  );
}
