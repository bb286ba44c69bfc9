import { describe, expect, it } from 'vitest';
import { createDemoPaymentProvider } from './demo-provider';

describe('demo payment provider', () => {
  it('opens one intent per reference without a client secret, and completes it', async () => {
    const demo = createDemoPaymentProvider();
    const first = await demo.createIntent({ reference: 'KB-ABC234', amountCents: 230_000, email: 'a@example.com', description: 'stay' });
    const again = await demo.createIntent({ reference: 'KB-ABC234', amountCents: 230_000, email: 'a@example.com', description: 'stay' });
    expect(first).toEqual({ id: again.id, clientSecret: null });
    expect(await demo.retrieveIntent(first.id)).toEqual({ id: first.id, status: 'pending', amountCents: 230_000, reference: 'KB-ABC234' });
    expect((await demo.completeDemoPayment!(first.id)).status).toBe('succeeded');
    expect((await demo.retrieveIntent(first.id)).status).toBe('succeeded');
    // A paid intent cannot be cancelled any more.
    expect((await demo.cancelIntent(first.id)).status).toBe('succeeded');
    expect((await demo.refund({ intentId: first.id, amountCents: 1000, idempotencyKey: 'r1' })).id).toMatch(/^demo_re_/);
  });

  it('knows an intent by its id after a restart (a new provider), as pending with its amount', async () => {
    const before = createDemoPaymentProvider();
    const { id } = await before.createIntent({ reference: 'KB-XYZ789', amountCents: 99_900, email: 'a@example.com', description: 'stay' });
    const after = createDemoPaymentProvider();
    expect(await after.retrieveIntent(id)).toEqual({ id, status: 'pending', amountCents: 99_900, reference: 'KB-XYZ789' });
    expect((await after.completeDemoPayment!(id)).amountCents).toBe(99_900);
  });

  it('does not take a payment on a cancelled intent, and refuses webhooks and unknown ids', async () => {
    const demo = createDemoPaymentProvider();
    const { id } = await demo.createIntent({ reference: 'KB-CAN234', amountCents: 500, email: 'a@example.com', description: 'stay' });
    expect((await demo.cancelIntent(id)).status).toBe('canceled');
    expect((await demo.completeDemoPayment!(id)).status).toBe('canceled');
    expect(() => demo.parseWebhook(Buffer.from('{}'), 'sig')).toThrow();
    await expect(demo.retrieveIntent('pi_123')).rejects.toThrow();
  });
});
