import { pages } from '../app/pages';
import { GuestDetailsStep } from '../features/checkout/guest-details-step';
import { ContactUs } from '../features/property/contact-us';
import { usePageText } from '../features/layout/use-page-text';
import { SimplePage } from './simple-page';

const preloadCheckout = () => void pages.bookingCheckout.preload();

export default function BookingDetailsPage() {
  const text = usePageText('booking_details');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      <GuestDetailsStep onIntent={preloadCheckout} />
      <ContactUs intro={text.contact_intro} />
    </SimplePage>
  );
}
