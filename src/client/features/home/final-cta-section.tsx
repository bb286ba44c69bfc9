import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import * as styles from './home.css';

/** Spec §2's closing call to action; its words are the owner's to change in the Page Builder (the spec's by default). */
export function FinalCtaSection({ heading, text, button }: { heading: string; text: string; button: string }) {
  return (
    <section id="book" className={`${styles.section} ${styles.lagoon}`} aria-labelledby="book-title">
      <div className={styles.ctaInner}>
        <h2 id="book-title" className={styles.heading}>
          {heading}
        </h2>
        {text && <p className={styles.ctaText}>{text}</p>}
        <LinkButton href={paths.booking} tone="accent" size="lg">
          {button}
        </LinkButton>
      </div>
    </section>
  );
}
