import { AppError } from '../../../shared/lib/app-error';
import type { PaymentIntentView, PaymentProvider, PaymentStatus } from './payment-provider';

const DEMO_ID = /^demo_(.+)_(\d+)$/;

/**
 * The offline payment mode used when no Stripe keys are configured. Intent ids
 * are `demo_<reference>_<amount in cents>`, so an intent survives a restart by
 * name; only its status lives in memory, and an unknown id reads as pending.
 * That is safe because the booking row, not this map, decides what is
 * confirmed: a restart at worst lets an unpaid hold run out, and nothing is
 * ever really charged.
 */
export function createDemoPaymentProvider(): PaymentProvider {
  const intents = new Map<string, PaymentIntentView>();

  function view(id: string): PaymentIntentView {
    const known = intents.get(id);
    if (known) return { ...known };
    const match = DEMO_ID.exec(id);
    if (!match) throw new AppError('NOT_FOUND', 'No such demo payment.');
    return { id, status: 'pending', amountCents: Number(match[2]), reference: match[1]! };
  }

  function setStatus(id: string, status: PaymentStatus): PaymentIntentView {
    const next = { ...view(id), status };
    intents.set(id, next);
    return { ...next };
  }

  return {
    mode: 'demo',
    publishableKey: null,
    async createIntent({ reference, amountCents }) {
      const id = `demo_${reference}_${amountCents}`;
      // Idempotent per reference, like Stripe's idempotency keys.
      if (!intents.has(id)) intents.set(id, { id, status: 'pending', amountCents, reference });
      return { id, clientSecret: null };
    },
    async retrieveIntent(id) {
      return view(id);
    },
    async cancelIntent(id) {
      const current = view(id);
      if (current.status !== 'pending') return current;
      return setStatus(id, 'canceled');
    },
    async refund({ intentId, idempotencyKey }) {
      view(intentId);
      return { id: `demo_re_${idempotencyKey}` };
    },
    parseWebhook() {
      // Demo payments complete in-process; there is no webhook to receive.
      throw new AppError('BAD_REQUEST', 'Webhooks are not used in demo payment mode.');
    },
    async completeDemoPayment(id) {
      const current = view(id);
      if (current.status === 'canceled') return current;
      return setStatus(id, 'succeeded');
    },
  };
}
