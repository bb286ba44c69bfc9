import { Link } from 'react-aria-components';
import type { FormError } from './form-errors';
import * as styles from './booking-widget.css';

/** 'Please correct the following errors:' with one link per message that moves focus to its control. */
export function ErrorSummary({ errors, id }: { errors: readonly FormError[]; id: string }) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.errorSummary} aria-labelledby={`${id}-title`} role="group">
      <p id={`${id}-title`} className={styles.errorSummaryTitle}>
        Please correct the following errors:
      </p>
      <ul className={styles.errorList}>
        {errors.map((error) => (
          <li key={error.message}>
            <Link className={styles.errorLink} onPress={() => document.getElementById(error.fieldId)?.focus()}>
              {error.message}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
