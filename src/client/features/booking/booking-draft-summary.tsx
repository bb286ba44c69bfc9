import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { readBookingDraft } from './booking-draft';
import * as styles from './booking-widget.css';

/** What the guest chose before Reserve, shown beside the guest details form. */
export function BookingDraftSummary() {
  const draft = readBookingDraft();
  if (!draft) {
    return (
      <div className={styles.card}>
        <p>No booking in progress.</p>
        <p>Pick your dates and guests first; your details come next.</p>
        <LinkButton href={paths.booking} tone="primary">
          Choose your dates
        </LinkButton>
      </div>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="draft-title">
      <h2 id="draft-title" className={styles.problemTitle}>
        Your stay
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>Dates</dt>
          <dd>
            {formatDisplayDate(draft.checkIn)} - {formatDisplayDate(draft.checkOut)}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>Nights</dt>
          <dd>{nightsLabel(draft.nights)}</dd>
        </div>
        <div className={styles.line}>
          <dt>Guests</dt>
          <dd>{draft.guests}</dd>
        </div>
        <div className={`${styles.line} ${styles.totalLine}`}>
          <dt>Total</dt>
          <dd>{formatCurrencyDisplay(draft.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
