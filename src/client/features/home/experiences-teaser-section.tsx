import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { ToursWidget } from '../tours/public';
import * as styles from './home.css';

export function ExperiencesTeaserSection() {
  return (
    <section id="experiences" className={styles.section} aria-labelledby="experiences-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="experiences-title" className={styles.heading}>
            Book Hawaiian Experiences
          </h2>
          <p className={styles.lead}>Snorkel trips, kayak tours, ranch adventures and luau on the windward side, a short drive from the house.</p>
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
