import { Button as AriaButton } from 'react-aria-components';
import { centsToDecimal } from '../../../shared/lib/money';
import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { errorText } from '../../lib/errors';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/feedback';
import * as styles from './booking-widget.css';

export const PRICING_UNAVAILABLE = 'Pricing unavailable for selected dates. Please choose different dates.';

const reload = () => window.location.reload();

/** Spec §8 "Quote failed": a 404 means the pricing service is missing, anything else most likely the dates. */
export function QuoteProblem({ error }: { error: unknown }) {
  return (
    <div className={styles.problem}>
      <p className={styles.problemTitle}>Unable to calculate pricing</p>
      <p className={styles.problemDetail}>
        {errorText(error).includes('404') ? 'Service temporarily unavailable' : 'Dates may not be available'}
      </p>
      <Button tone="secondary" onPress={reload}>
        Retry
      </Button>
    </div>
  );
}

export function QuoteLoading() {
  return (
    <div className={styles.loadingRow}>
      <Spinner label="Calculating price" />
      <span aria-hidden="true">Calculating price...</span>
    </div>
  );
}

function beforeTaxes(quote: Quote): string {
  const cents = (amount: string) => Math.round((Number(amount) || 0) * 100);
  return centsToDecimal(cents(quote.total) - cents(quote.taxes));
}

/** 'Total before taxes', which opens the price details. */
export function PriceSummary({ quote, onShowDetails }: { quote: Quote; onShowDetails: () => void }) {
  return (
    <div className={styles.priceRow}>
      <AriaButton className={styles.textButton} onPress={onShowDetails} aria-haspopup="dialog">
        Total before taxes
      </AriaButton>
      <span>{formatCurrencyDisplay(beforeTaxes(quote))}</span>
    </div>
  );
}

export function PropertyLoadError() {
  return (
    <div className={`${styles.card} ${styles.centered}`}>
      <p className={styles.problemTitle}>Unable to load property information</p>
      <Button tone="primary" onPress={reload}>
        Refresh Page
      </Button>
    </div>
  );
}
