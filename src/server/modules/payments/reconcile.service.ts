import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../../logger';
import type { ServerConfig } from '../../trpc/context';
import { BookingEntity } from '../booking/booking.entity';
import { settleIntent, type SettleOutcome } from '../booking/confirm.service';
import { expireStaleHolds } from '../booking/booking-status';

/**
 * How long after a hold ran out its payment is still checked. Reconciliation
 * cancels the payment of an expired hold within a minute, so this only
 * matters while the provider is unreachable.
 */
export const RECONCILE_WINDOW_MS = 6 * 60 * 60_000;

export interface ReconcileReport {
  checked: number;
  outcomes: Partial<Record<SettleOutcome | 'cancelled' | 'failed', number>>;
  expired: number;
}

/**
 * Brings unpaid holds in line with their payments: a payment that succeeded
 * is confirmed (a crash between payment and confirmation, or a lost webhook),
 * a failed or cancelled one frees the nights, and the payment of a hold whose
 * time ran out is cancelled so it can no longer be paid. Then stale holds expire.
 */
export async function reconcilePayments(em: EntityManager, config: ServerConfig, now = new Date()): Promise<ReconcileReport> {
  const payments = config.payments;
  const since = new Date(now.getTime() - RECONCILE_WINDOW_MS);
  const open = await em.find(
    BookingEntity,
    {
      paymentProvider: payments.mode,
      paymentIntentId: { $ne: null },
      paidCents: 0,
      $or: [{ status: 'hold' }, { status: 'expired', holdExpiresAt: { $gt: since } }],
    },
    { orderBy: { createdAt: 'asc' }, limit: 200 },
  );
  const report: ReconcileReport = { checked: open.length, outcomes: {}, expired: 0 };
  const count = (key: keyof ReconcileReport['outcomes']) => (report.outcomes[key] = (report.outcomes[key] ?? 0) + 1);
  for (const booking of open) {
    try {
      let intent = await payments.retrieveIntent(booking.paymentIntentId!);
      const timeUp = booking.holdExpiresAt != null && booking.holdExpiresAt <= now;
      if (timeUp && (intent.status === 'pending' || intent.status === 'failed')) {
        // Abandoned: the guest can no longer pay for nights that are no longer theirs.
        intent = await payments.cancelIntent(intent.id);
        if (intent.status === 'canceled') count('cancelled');
      }
      count(await settleIntent(em, config, intent, now));
    } catch (error) {
      count('failed');
      log.warn(`reconcile ${booking.reference}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  report.expired = await expireStaleHolds(em, now);
  return report;
}
