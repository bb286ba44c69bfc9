import * as styles from './checkout.css';

/**
 * Where a refused payment or cancellation is said: the alert region is always
 * in the page, so a screen reader announces the message when it appears.
 */
export function ProblemAlert({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message !== null && (
        <div className={styles.problem}>
          <p className={styles.problemTitle}>{message}</p>
        </div>
      )}
    </div>
  );
}
