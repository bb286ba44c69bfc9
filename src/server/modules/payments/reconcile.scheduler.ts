import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { everyInterval } from '../../platform/periodic-task';
import type { ServerConfig } from '../../trpc/context';
import { reconcilePayments } from './reconcile.service';

export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Reconciles payments every minute. A round still running when the next is
 * due makes that one skip; settling is idempotent, so two server processes
 * reconciling at once do no harm. Returns a function that stops the schedule
 * and waits for a round under way.
 */
export function startPaymentReconciliation(orm: Orm, config: ServerConfig, intervalMs = RECONCILE_INTERVAL_MS): () => Promise<void> {
  return everyInterval(
    async () => {
      const report = await reconcilePayments(orm.em.fork(), config);
      if (report.checked > 0) log.debug(`payments reconciled: ${JSON.stringify(report)}`);
    },
    { intervalMs, failure: 'payment reconciliation failed' },
  );
}
