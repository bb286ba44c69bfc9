import express, { type Express } from 'express';
import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import type { ServerConfig } from '../../trpc/context';
import type { PaymentWebhookEvent } from './payment-provider';
import { handlePaymentEvent } from './webhook.service';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook: Stripe's payment events. Mounted before the JSON
 * parser because the signature covers the raw bytes. A bad signature gets a
 * 400 and changes nothing; a failure while settling gets a 500, so Stripe
 * delivers the event again later.
 */
export function mountStripeWebhook(app: Express, orm: Orm, config: ServerConfig): void {
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    let event: PaymentWebhookEvent;
    try {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      event = config.payments.parseWebhook(body, req.get('stripe-signature'));
    } catch {
      res.status(400).json({ code: 'BAD_REQUEST', message: 'The webhook signature could not be verified.' });
      return;
    }
    try {
      const outcome = await handlePaymentEvent(orm.em.fork(), config, event);
      res.status(200).json({ received: true, outcome });
    } catch (error) {
      log.error(`stripe webhook ${event.type} ${event.id} failed`, error);
      res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'The event could not be handled; it will be retried.' });
    }
  });
}
