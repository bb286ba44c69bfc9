import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { ToursWidget } from '../tours/public';
import * as styles from './home.css';

/** Spec §2's 'Book Hawaiian Experiences' with the tours widget; its introduction is the owner's (Page Builder). */
export function ExperiencesTeaserSection({ lead }: { lead: string }) {
  return (
    <section id="experiences" className={styles.section} aria-labelledby="experiences-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="experiences-title" className={styles.heading}>
            Book Hawaiian Experiences
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        <ToursWidget />
        <div className={styles.actions}>
          <LinkButton href={paths.experiences} tone="primary">
            View All Experiences
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
