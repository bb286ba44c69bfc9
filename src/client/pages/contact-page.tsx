import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function ContactPage() {
  return (
    <SimplePage title="Contact" lead="Questions about the house, dates or the area? We answer within a day.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
