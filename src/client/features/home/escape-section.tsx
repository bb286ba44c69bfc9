import { paths } from '../../../shared/paths';
import type { SectionTexts } from '../../../shared/pages/section-texts';
import { LinkButton } from '../../ui/button';
import type { HomeFacts } from './home-facts';
import * as styles from './home.css';

/** Spec §2's 'Your Beach House…' facts: the numbers come from the listing, the words are the owner's (Page Builder). */
export function EscapeSection({ sleeps, bedrooms, startingRate, texts }: HomeFacts & { texts: SectionTexts<'escape'> }) {
  const facts = [
    { value: `${sleeps} Guests`, text: texts.guestsText },
    { value: `${bedrooms} Bedrooms`, text: texts.bedroomsText },
    { value: 'Oceanfront', text: texts.oceanfrontText },
  ];
  return (
    <section id="escape" className={`${styles.section} ${styles.sunken}`} aria-labelledby="escape-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="escape-title" className={styles.heading}>
            {texts.heading}
          </h2>
          {texts.lead && <p className={styles.lead}>{texts.lead}</p>}
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
            {texts.button}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
