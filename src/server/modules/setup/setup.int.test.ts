import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLike, signedInOwnerWithSession } from '../../../test/http-harness';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { mailDeliveryOf } from '../email/mail-delivery';
import { createStripePaymentProvider } from '../payments/stripe-provider';

const { db, http } = useTestServer();
let ownerSession: string;
let stripe: StripeStandIn;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  ({ session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
  [stripe, smtp] = await Promise.all([startStripeStandIn(), startSmtpPeer()]);
});
afterAll(async () => {
  await Promise.all([stripe?.close(), smtp?.close()]);
});

async function ownerCaller(overrides: Partial<ServerConfig> = {}) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig(overrides) }));
}

describe('admin.setup.status: what is not live yet', () => {
  it('tells the owner of demo payments and e-mail kept in the outbox on an install without Stripe or a mail server', async () => {
    expect(await (await ownerCaller()).admin.setup.status()).toEqual({ payments: 'demo', email: 'outbox' });
  });

  it('has nothing to report with a payment provider and a mail server configured', async () => {
    const live = await ownerCaller({
      payments: createStripePaymentProvider({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.baseUrl }),
      mailDelivery: mailDeliveryOf(smtp.url),
    });
    expect(await live.admin.setup.status()).toEqual({ payments: 'live', email: 'smtp' });
  });

  it('is the owner’s to know: a visitor gets 401', async () => {
    const anonymous = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
    await expect(anonymous.admin.setup.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await browserLike(http.baseUrl).get('/trpc/admin.setup.status')).status).toBe(401);
  });
});
