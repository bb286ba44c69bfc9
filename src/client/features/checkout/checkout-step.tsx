import { lazy, Suspense, useState } from 'react';
import type { CheckoutSession } from '../../../shared/booking/checkout.schemas';
import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { Spinner } from '../../ui/feedback';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { PriceLines } from '../booking/public';
import { readCheckoutSession } from './checkout-storage';
import { DemoPayment } from './demo-payment';
import { Fact } from './fact';
import { HoldTimer } from './hold-timer';
import { useHoldCountdown } from './use-hold-countdown';
import * as styles from './checkout.css';

// Stripe's code loads with this chunk only when the session asks for Stripe.
const StripePayment = lazy(() => import('./stripe-payment'));

/** /booking/checkout: the server's price for the held nights, the time left on the hold, and the payment. */
export function CheckoutStep() {
  const [session] = useState(readCheckoutSession);
  if (!session) {
    return (
      <div className={styles.panel}>
        <p className={styles.problemTitle}>No checkout in progress.</p>
        <p className={styles.muted}>Pick your dates and guests, then add your details to get here.</p>
        <LinkButton href={paths.booking} tone="primary">
          Choose your dates
        </LinkButton>
      </div>
    );
  }
  return <Checkout session={session} />;
}

function Checkout({ session }: { session: CheckoutSession }) {
  const access = { reference: session.reference, token: session.token };
  const { remainingMs, expired } = useHoldCountdown(session.expiresAt);
  const { quote, payment } = session;
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <section className={styles.panel} aria-labelledby="checkout-stay-title">
          <h2 id="checkout-stay-title" className={styles.sectionTitle}>
            Your stay
          </h2>
          <dl className={styles.facts}>
            <Fact term="Dates">
              {formatDisplayDate(quote.start)} - {formatDisplayDate(quote.end)}
            </Fact>
            <Fact term="Nights">{nightsLabel(quote.nights)}</Fact>
            <Fact term="Guests">{quote.guests}</Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="checkout-price-title">
          <h2 id="checkout-price-title" className={styles.sectionTitle}>
            Price details
          </h2>
          <PriceLines lines={quote.breakdown} total={quote.total} />
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        <HoldTimer reference={session.reference} remainingMs={remainingMs} expired={expired} />
        {!expired &&
          (payment.mode === 'stripe' ? (
            <>
              <p className={styles.muted}>Pay securely by card. Apple Pay &amp; Google Pay are offered on devices that support them.</p>
              <Suspense fallback={<Spinner label="Loading secure payment" />}>
                <StripePayment
                  access={access}
                  publishableKey={payment.publishableKey}
                  clientSecret={payment.clientSecret}
                  total={quote.total}
                  isDisabled={expired}
                />
              </Suspense>
            </>
          ) : (
            <DemoPayment access={access} total={quote.total} isDisabled={expired} />
          ))}
      </section>
    </div>
  );
}
