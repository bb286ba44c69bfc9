import { ContactForm } from '../features/contact/contact-form';
import * as contact from '../features/contact/contact.css';
import { useSiteInfo } from '../features/property/use-site-info';
import { SimplePage } from './simple-page';
import * as styles from '../styles/page.css';

export default function ContactPage() {
  const { data: site } = useSiteInfo();
  return (
    <SimplePage title="Contact" lead="Questions about the house, your dates or the windward coast? Write to us; we answer within a day.">
      <div className={contact.layout}>
        <ContactForm />
        <aside className={styles.card} aria-labelledby="contact-direct">
          <h2 id="contact-direct">Reach us directly</h2>
          <p>
            <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
          </p>
          <p>
            <a href={`tel:${site.contact_phone.replace(/[^+\d]/g, '')}`}>{site.contact_phone}</a>
          </p>
          {site.address && <p>{site.address}</p>}
        </aside>
      </div>
    </SimplePage>
  );
}
