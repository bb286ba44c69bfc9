import { describe, expect, it } from 'vitest';
import { parseStripeForm } from '../../../test/stripe-stand-in-ledger';
import { createStripePaymentProvider, paymentStatusOf } from './stripe-provider';

describe('paymentStatusOf', () => {
  const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } as never;
  it.each([
    ['succeeded', null, 'succeeded'],
    ['canceled', null, 'canceled'],
    ['requires_payment_method', declined, 'failed'],
    ['requires_payment_method', null, 'pending'],
    ['requires_action', null, 'pending'],
    ['processing', null, 'pending'],
    ['requires_confirmation', null, 'pending'],
  ] as const)('%s (error: %s) is %s', (status, lastError, expected) => {
    expect(paymentStatusOf({ status, last_payment_error: lastError })).toBe(expected);
  });
});

describe("the stand-in's form parser", () => {
  it("reads Stripe's bracketed form encoding", () => {
    expect(parseStripeForm('amount=230000&currency=usd&automatic_payment_methods[enabled]=true&metadata[reference]=KB-ABC234')).toEqual({
      amount: '230000',
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true' },
      metadata: { reference: 'KB-ABC234' },
    });
    expect(parseStripeForm('metadata%5Breference%5D=KB-1&receipt_email=a%40example.com')).toEqual({ metadata: { reference: 'KB-1' }, receipt_email: 'a@example.com' });
  });
});

describe('the Stripe key mode shown in Settings → Site', () => {
  it.each([
    ['sk_live_abc', 'live'],
    ['rk_live_abc', 'live'],
    ['sk_test_abc', 'test'],
    ['rk_test_abc', 'test'],
  ] as const)('%s is %s', (secretKey, expected) => {
    expect(createStripePaymentProvider({ secretKey, publishableKey: 'pk_x', webhookSecret: 'whsec_x' }).keyMode).toBe(expected);
  });
});
