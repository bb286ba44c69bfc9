import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { everyInterval } from '../../platform/periodic-task';
import type { ServerConfig } from '../../trpc/context';
import { dispatchDueMessages } from './guest-messages.dispatch';


/**
 * Moves due guest messages into the outbox every `intervalMs` (GUEST_MESSAGES_INTERVAL_SECONDS, a minute by default; and 5 s after start). Every server process runs it;
 * the claim with SKIP LOCKED and the queued mark in one transaction send each message once. Returns its stop.
 */
export function startGuestMessages(orm: Orm, config: ServerConfig, intervalMs: number): () => Promise<void> {
  return everyInterval(
    async () => {
      const queued = await dispatchDueMessages(orm.em.fork(), config);
      if (queued > 0) log.info(`guest messages: ${queued} queued`);
    },
    { intervalMs, firstRunDelayMs: 5_000, failure: 'guest message round failed' },
  );
}
