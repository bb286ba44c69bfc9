import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { ProblemAlert } from './problem-alert';
import { usePayDemo } from './use-pay-demo';
import * as styles from './checkout.css';

/** The offline stand-in for Stripe: it says plainly that nothing is charged, and confirms the booking. */
export function DemoPayment({ access, total, isDisabled }: { access: BookingAccess; total: string; isDisabled: boolean }) {
  const { pay, isPending, error } = usePayDemo(access);
  return (
    <div className={styles.form}>
      <div role="note" aria-label="Demo payment mode" className={styles.notice}>
        <span className={styles.demoBadge}>Demo payment mode</span>
        <p className={styles.problemTitle}>Demo payment mode: no card will be charged.</p>
        <p className={styles.muted}>
          Online card payments are not switched on for this site yet. Paying here confirms the booking without taking any money; with
          payments on, you pay by card, Apple Pay or Google Pay.
        </p>
      </div>
      <ProblemAlert message={error && errorMessage(error)} />
      <Button tone="accent" size="lg" className={styles.payButton} isDisabled={isDisabled || isPending} onPress={pay}>
        {isPending ? 'Processing...' : `Pay ${formatCurrencyDisplay(total)} (demo)`}
      </Button>
    </div>
  );
}
