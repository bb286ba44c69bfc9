import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import * as styles from './home.css';

export function FinalCtaSection() {
  return (
    <section id="book" className={`${styles.section} ${styles.lagoon}`} aria-labelledby="book-title">
      <div className={styles.ctaInner}>
        <h2 id="book-title" className={styles.heading}>
          Ready for Kaneohe Bay?
        </h2>
        <p className={styles.ctaText}>Pick your dates and see the full price before you reserve.</p>
        <LinkButton href={paths.booking} tone="accent" size="lg">
          Book Your Stay
        </LinkButton>
      </div>
    </section>
  );
}
