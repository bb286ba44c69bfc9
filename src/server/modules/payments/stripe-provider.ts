import Stripe from 'stripe';
import { AppError } from '../../../shared/lib/app-error';
import type { PaymentIntentView, PaymentProvider, PaymentStatus } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another host shaped like Stripe's API (the tests' stand-in); Stripe itself when unset. */
  apiBase?: string | undefined;
}

type StripeIntent = Awaited<ReturnType<Stripe['paymentIntents']['retrieve']>>;

/**
 * A failed attempt leaves the intent waiting for another payment method, with
 * the error kept; everything short of success, failure or cancellation is pending.
 */
export function paymentStatusOf(intent: Pick<StripeIntent, 'status' | 'last_payment_error'>): PaymentStatus {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'canceled') return 'canceled';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return 'pending';
}

function viewOf(intent: StripeIntent): PaymentIntentView {
  return { id: intent.id, status: paymentStatusOf(intent), amountCents: intent.amount, reference: intent.metadata?.reference ?? null };
}

function hostOptions(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Payments through Stripe's PaymentIntents and the Payment Element (cards, Apple Pay, Google Pay). */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...hostOptions(settings.apiBase), maxNetworkRetries: 2, timeout: 20_000 });

  return {
    mode: 'stripe',
    // Stripe's secret and restricted keys say their mode: sk_live_… / rk_live_… charge real cards.
    keyMode: /^[sr]k_live_/.test(settings.secretKey) ? 'live' : 'test',
    publishableKey: settings.publishableKey,
    async createIntent({ reference, amountCents, email, description }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          // The Payment Element then offers every method enabled in the dashboard: cards, Apple Pay, Google Pay.
          automatic_payment_methods: { enabled: true },
          receipt_email: email,
          description,
          metadata: { reference },
        },
        // A retried checkout for the same hold never opens a second payment.
        { idempotencyKey: `checkout-${reference}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      return viewOf(await stripe.paymentIntents.retrieve(id));
    },
    async cancelIntent(id) {
      try {
        return viewOf(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already succeeded or cancelled: report where it stands instead.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return viewOf(await stripe.paymentIntents.retrieve(id));
        throw error;
      }
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey });
      return { id: refund.id };
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
      let event: ReturnType<typeof stripe.webhooks.constructEvent>;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook signature does not match.');
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === 'payment_intent' ? viewOf(object as StripeIntent) : null;
      return { id: event.id, type: event.type, intent };
    },
  };
}
