import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { guestBookingUrl } from '../../../shared/booking/guest-booking-link';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { ProblemAlert } from './problem-alert';
import { useConfirmPayment } from './use-confirm-payment';
import * as styles from './checkout.css';

// This module is loaded only on the checkout page in Stripe mode, and
// Stripe.js itself only when loadStripe runs (the pure entry adds no script on import).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentProps {
  access: BookingAccess;
  publishableKey: string;
  clientSecret: string;
  total: string;
  isDisabled: boolean;
}

/** Stripe's Payment Element: cards, and Apple Pay or Google Pay where the device offers them. */
export default function StripePayment({ publishableKey, clientSecret, ...props }: StripePaymentProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({ access, total, isDisabled }: Omit<StripePaymentProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { confirm } = useConfirmPayment(access);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        // Wallets and bank redirects come back here; the booking page finishes the confirmation.
        confirmParams: { return_url: guestBookingUrl(access, window.location.origin) },
        redirect: 'if_required',
      });
      if (error) {
        setFailure(error.message ?? 'Your payment could not be completed. Please try again.');
        setPending(false);
        return;
      }
      await confirm();
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className={styles.form} aria-label="Payment">
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }} />
      <ProblemAlert message={failure} />
      <Button type="submit" tone="accent" size="lg" className={styles.payButton} isDisabled={isDisabled || pending || !stripe || !elements}>
        {pending ? 'Processing...' : `Pay ${formatCurrencyDisplay(total)}`}
      </Button>
    </form>
  );
}
