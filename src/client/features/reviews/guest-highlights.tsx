import * as styles from './reviews.css';

const GUEST_HIGHLIGHTS = [
  'Waking up to sunrise over Kaneohe Bay and the Ko‘olau mountains',
  'A lawn that runs right down to the calm water of the bay',
  'Kayaks, paddleboard and beach gear ready to use',
  'A spotless, well-stocked kitchen made for family dinners',
  'A quiet neighborhood, half an hour from Honolulu',
  'Easy self check-in and a host who answers quickly',
] as const;

export function GuestHighlights() {
  return (
    <div className={styles.highlights}>
      <h3 className={styles.highlightsTitle}>What guests love about this place</h3>
      <ul className={styles.highlightList}>
        {GUEST_HIGHLIGHTS.map((highlight) => (
          <li key={highlight} className={styles.highlight}>
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
