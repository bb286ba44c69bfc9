import { ContactUs } from '../features/property/contact-us';
import { SimplePage } from './simple-page';

export default function ExperiencesPage() {
  return (
    <SimplePage title="Experiences" lead="Kayak to Mokoli'i, hike the Ko'olau ridges and find the windward coast's quiet beaches.">
      <ContactUs intro="Online booking is not open yet. To book or ask anything, write or call the host directly:" />
    </SimplePage>
  );
}
