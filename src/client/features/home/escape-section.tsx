import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import type { HomeFacts } from './home-facts';
import * as styles from './home.css';

export function EscapeSection({ sleeps, bedrooms, startingRate }: HomeFacts) {
  const facts = [
    { value: `${sleeps} Guests`, text: 'Room for the whole family or a few friends, with space to spread out.' },
    { value: `${bedrooms} Bedrooms`, text: 'Quiet bedrooms with fresh linens and views of the bay or the garden.' },
    { value: 'Oceanfront', text: 'The lawn ends at the sand: kayaks, paddleboards and beach gear are waiting.' },
  ];
  return (
    <section id="escape" className={`${styles.section} ${styles.sunken}`} aria-labelledby="escape-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="escape-title" className={styles.heading}>
            Your Beach House Oahu Hawaiian Escape
          </h2>
          <p className={styles.lead}>Everything under one roof on Kaneohe Bay, booked directly with the owners.</p>
        </div>
        <ul className={styles.cards} aria-label="The house at a glance">
          {facts.map((fact) => (
            <li key={fact.value} className={styles.card}>
              <p className={styles.fact}>{fact.value}</p>
              <p className={styles.cardText}>{fact.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <p className={styles.price}>{startingRate}</p>
          <LinkButton href={paths.stay} tone="primary">
            See the House
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
