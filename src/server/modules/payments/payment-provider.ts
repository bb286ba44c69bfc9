import type { Cents } from '../../../shared/lib/money';

/** The state of a payment as the provider reports it, reduced to what booking needs. */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface PaymentIntentView {
  id: string;
  status: PaymentStatus;
  amountCents: Cents;
  /** The booking reference the intent was created for (metadata). */
  reference: string | null;
}

/** A verified webhook event, reduced to what booking needs. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  intent: PaymentIntentView | null;
}

/**
 * What booking asks of a payment provider. StripePaymentProvider talks to
 * Stripe's API (or the local stand-in in tests); DemoPaymentProvider runs
 * the whole path offline when no Stripe keys are configured.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'demo';
  /** Stripe only: whether its keys charge real cards ('live') or Stripe's test cards ('test'). */
  readonly keyMode?: 'live' | 'test';
  /** Creates a PaymentIntent for the hold; idempotent per booking reference. */
  createIntent(input: { reference: string; amountCents: Cents; email: string; description: string }): Promise<{ id: string; clientSecret: string | null }>;
  retrieveIntent(id: string): Promise<PaymentIntentView>;
  /** Cancels an unpaid intent (abandoned or expired hold). Never throws for an intent that is already final. */
  cancelIntent(id: string): Promise<PaymentIntentView>;
  /** Refunds part or all of a succeeded intent; idempotent per key. */
  refund(input: { intentId: string; amountCents: Cents; idempotencyKey: string }): Promise<{ id: string }>;
  /** Verifies the signature and parses the event; throws on a bad signature. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
  /** Demo mode only: the "card" is accepted. */
  completeDemoPayment?(id: string): Promise<PaymentIntentView>;
  readonly publishableKey: string | null;
}

declare module '../../trpc/context' {
  interface ServerConfig {
    /** Stripe, or the offline demo when no keys are configured. */
    payments: PaymentProvider;
  }
}
