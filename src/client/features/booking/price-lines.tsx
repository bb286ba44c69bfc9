import { formatCurrencyDisplay, type PriceLine } from '../../../shared/booking/booking-form.rules';
import * as styles from './booking-widget.css';

/** A price breakdown and its total; discounts keep their own text (spec §5). */
export function PriceLines({ lines, total }: { lines: readonly PriceLine[]; total: string }) {
  return (
    <dl className={styles.lines}>
      {lines.map((line, index) => (
        <div key={`${index}-${line.label}`} className={styles.line}>
          <dt>{line.label}</dt>
          <dd>{formatCurrencyDisplay(line.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.line} ${styles.totalLine}`}>
        <dt>Total</dt>
        <dd>{formatCurrencyDisplay(total)}</dd>
      </div>
    </dl>
  );
}
