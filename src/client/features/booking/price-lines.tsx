import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import { mergeTaxLines, type PriceLine } from '../../../shared/quote/price-lines';
import * as styles from './booking-widget.css';

/**
 * A guest-facing price breakdown and its total; discounts keep their own text and every tax is shown
 * as one 'Taxes' line (spec §5). The merge happens here so no breakdown on any screen can skip it.
 */
export function PriceLines({ lines, total }: { lines: readonly PriceLine[]; total: string }) {
  return (
    <dl className={styles.lines}>
      {mergeTaxLines(lines).map((line, index) => (
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
