import * as styles from './reviews.css';


/** Spec §2's six highlights under 'What guests love about this place'; their words are the owner's (Page Builder). */
export function GuestHighlights({ highlights }: { highlights: readonly string[] }) {
  return (
    <div className={styles.highlights}>
      <h3 className={styles.highlightsTitle}>What guests love about this place</h3>
      <ul className={styles.highlightList}>
        {highlights.map((highlight, index) => (
          // Two highlights may read the same: their place is their key.
          <li key={index} className={styles.highlight}>
            <span aria-hidden="true" className={styles.check}>
              ✓
            </span>
            {highlight}
          </li>
        ))}
      </ul>
    </div>
  );
}
