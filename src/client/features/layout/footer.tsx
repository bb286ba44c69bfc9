import { Link } from 'wouter';
import { todayAtProperty } from '../../../shared/lib/dates';
import { paths } from '../../../shared/paths';
import { Island } from '../../islands/island';
import { MotionToggle } from '../motion/public';
import { useSiteInfo } from '../property/public';
import * as styles from './layout.css';
import { useSiteTexts } from './use-site-texts';

export function Footer() {
  const { data: site } = useSiteInfo();
  const texts = useSiteTexts();
  // The property's year, so the server's HTML and the browser agree whatever their time zones.
  const year = todayAtProperty().slice(0, 4);
  return (
    <footer id="footer" tabIndex={-1} className={styles.footer}>
      <div className={styles.footerGrid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.site_name}</h2>
          <p>{texts?.footer_blurb ?? site.site_description}</p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul className={styles.footerList}>
            <li><Link className={styles.footerLink} href={paths.stay}>The Beach House</Link></li>
            <li><Link className={styles.footerLink} href={paths.experiences}>Experiences</Link></li>
            <li><Link className={styles.footerLink} href={paths.booking}>Book Your Stay</Link></li>
            <li><Link className={styles.footerLink} href={paths.contact}>Contact</Link></li>
            <li>
              <a className={styles.footerLink} href={paths.sitemap} target="_blank" rel="noopener">
                Sitemap (opens in a new tab)
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul className={styles.footerList}>
            <li><Link className={styles.footerLink} href={`${paths.policies}#cancellation`}>Cancellation Policy</Link></li>
            <li><Link className={styles.footerLink} href={`${paths.policies}#terms`}>Terms of Service</Link></li>
            <li><Link className={styles.footerLink} href={`${paths.policies}#privacy`}>Privacy Policy</Link></li>
            <li><Link className={styles.footerLink} href={`${paths.policies}#house-rules`}>House Rules</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul className={styles.footerList}>
            <li><a className={styles.footerLink} href={`mailto:${site.contact_email}`}>{site.contact_email}</a></li>
            <li><a className={styles.footerLink} href={`tel:${site.contact_phone.replace(/[^+\d]/g, '')}`}>{site.contact_phone}</a></li>
          </ul>
        </section>
      </div>
      <div className={styles.footerMeta}>
        {site.tat_registration_id && (
          <p>
            TAT {site.tat_registration_id} · GET {site.get_license_id} · {site.county_registration} · TMK {site.tax_map_key}
          </p>
        )}
        <p>
          © {year} {site.site_name}. All rights reserved.
        </p>
        <Island name="motion" component={MotionToggle} props={{}} />
      </div>
    </footer>
  );
}
