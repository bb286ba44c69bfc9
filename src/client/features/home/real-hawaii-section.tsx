import type { SectionTexts } from '../../../shared/pages/section-texts';
import * as styles from './home.css';

/** Spec §2's 'Experience the Real Hawaii' with its three text cards; the words are the owner's (Page Builder). */
export function RealHawaiiSection({ heading, lead, cards }: SectionTexts<'realHawaii'>) {
  return (
    <section id="real-hawaii" className={styles.section} aria-labelledby="real-hawaii-title">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h2 id="real-hawaii-title" className={styles.heading}>
            {heading}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            // Two cards may share a title: their place is their key.
            <li key={index} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
