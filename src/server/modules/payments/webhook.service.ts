import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServerConfig } from '../../trpc/context';
import { settleIntent, type SettleOutcome } from '../booking/confirm.service';
import { PaymentEventEntity } from './payment-event.entity';
import type { PaymentWebhookEvent } from './payment-provider';

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Handles one verified webhook event once. The event id is recorded only
 * after the booking is settled, so an event whose handling failed is handled
 * again when Stripe retries it; settling is idempotent, so two deliveries
 * racing each other are harmless too.
 */
export async function handlePaymentEvent(em: EntityManager, config: ServerConfig, event: PaymentWebhookEvent, now = new Date()): Promise<SettleOutcome | 'duplicate' | 'ignored'> {
  if (await em.findOne(PaymentEventEntity, { id: event.id })) return 'duplicate';
  let outcome: SettleOutcome | 'ignored' = 'ignored';
  if (HANDLED.has(event.type) && event.intent) {
    // Events can arrive out of order: act on where the payment stands now, not on the event's snapshot.
    const intent = await config.payments.retrieveIntent(event.intent.id);
    outcome = await settleIntent(em, config, intent, now);
  }
  await em.execute('insert into payment_event (id, type, payment_intent_id, received_at) values (?, ?, ?, ?) on conflict (id) do nothing', [
    event.id,
    event.type,
    event.intent?.id ?? null,
    now,
  ]);
  return outcome;
}

/** When the payment provider last reached us (Settings → Site), or null if it never has. */
export async function lastWebhookAt(em: EntityManager): Promise<Date | null> {
  const [row] = await em.execute<{ last_received: Date | null }[]>(`select max(received_at) as last_received from payment_event`);
  return row?.last_received ? new Date(row.last_received) : null;
}
