import { BookingDraftSummary } from '../features/booking/booking-draft-summary';
import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function BookingDetailsPage() {
  return (
    <SimplePage title="Guest Details" lead="Tell us who is coming.">
      <BookingDraftSummary />
      <ContactUs intro="Questions about your stay? Write or call the host directly:" />
    </SimplePage>
  );
}
