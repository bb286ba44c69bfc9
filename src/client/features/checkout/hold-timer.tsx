import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { VisuallyHidden } from '../../ui/feedback';
import { formatRemaining } from './use-hold-countdown';
import * as styles from './checkout.css';

const WARN_AT_MS = 2 * 60_000;

/** How long the nights stay held; once the hold runs out, the way back to pick dates. */
export function HoldTimer({ reference, remainingMs, expired }: { reference: string; remainingMs: number; expired: boolean }) {
  if (expired) {
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.problemTitle}>Your hold on these dates has expired.</p>
        <p>The nights are free for others again and nothing was charged. Choose your dates again to book.</p>
        <LinkButton href={paths.bookingForm} tone="primary">
          Choose your dates
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.notice}>
      <p>
        We are holding these nights for you (hold {reference}). Time left to pay:{' '}
        <span role="timer" aria-label="Time left to pay" className={styles.timer}>
          {formatRemaining(remainingMs)}
        </span>
      </p>
      {/* The clock itself is silent for screen readers; this says once that time is running short. */}
      <div aria-live="polite">
        <VisuallyHidden>{remainingMs <= WARN_AT_MS ? 'Less than 2 minutes left to pay.' : ''}</VisuallyHidden>
      </div>
    </div>
  );
}
