import { useSiteInfo } from './use-site-info';
import * as styles from '../../styles/page.css';

/** How to reach the host: always true, whatever else is not built yet. */
export function ContactUs({ intro }: { intro: string }) {
  const { data: site } = useSiteInfo();
  return (
    <div className={styles.card}>
      <p>{intro}</p>
      <p>
        <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a> · <a href={`tel:${site.contact_phone.replace(/[^+\d]/g, '')}`}>{site.contact_phone}</a>
      </p>
    </div>
  );
}
