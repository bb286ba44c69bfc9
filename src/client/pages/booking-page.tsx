import { Island } from '../islands/island';
import { usePageText } from '../features/layout/use-page-text';
import { BookingPageForm } from './booking-page-form';
import { SimplePage } from './simple-page';

export default function BookingPage() {
  const text = usePageText('booking');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      <Island name="bookingForm" component={BookingPageForm} props={{ contactIntro: text.contact_intro }} />
    </SimplePage>
  );
}
