import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };

describe('Stripe settings', () => {
  it('runs in demo payment mode without keys', () => {
    expect(parseEnv({}).stripe).toBeNull();
  });

  it('takes all three keys, and an optional API base', () => {
    expect(parseEnv({ ...stripeKeys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiBase: 'http://127.0.0.1:12111',
    });
  });

  it('refuses to boot with only some of the keys, naming the missing ones', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY: .*set all three Stripe keys/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses keys swapped into the wrong variable', () => {
    expect(() => parseEnv({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY must start with sk_/);
  });
});
