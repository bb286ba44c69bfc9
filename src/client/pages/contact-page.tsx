import { ContactForm } from '../features/contact/contact-form';
import { Island } from '../islands/island';
import * as contact from '../features/contact/contact.css';
import { usePageText } from '../features/layout/use-page-text';
import { useSiteInfo } from '../features/property/use-site-info';
import { SimplePage } from './simple-page';
import * as styles from '../styles/page.css';

export default function ContactPage() {
  const { data: site } = useSiteInfo();
  const text = usePageText('contact');
  return (
    <SimplePage title={text.title} lead={text.lead}>
      <div className={contact.layout}>
        <Island name="contact" component={ContactForm} props={{}} />
        <aside className={styles.card} aria-labelledby="contact-direct">
          <h2 id="contact-direct">{text.direct_heading}</h2>
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
