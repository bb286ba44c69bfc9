import type { LiveStatus } from '../../../shared/setup/live-status.schemas';
import type { ServerConfig } from '../../trpc/context';

/** What this server takes for real: Stripe or demo payments, sent or only queued e-mail. */
export function liveStatusOf(config: Pick<ServerConfig, 'payments' | 'mailDelivery'>): LiveStatus {
  return { payments: config.payments.mode === 'demo' ? 'demo' : 'live', email: config.mailDelivery };
}
