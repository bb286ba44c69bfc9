import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { everyInterval } from '../../platform/periodic-task';
import { runChatAlerts, type ChatAlertOptions } from './chat-alerts.service';

const CHAT_ALERT_INTERVAL_MS = 30_000;

/**
 * Runs the chat's e-mail fallback every 30 s. Every server process runs it; each
 * e-mail is claimed by a conditional update, so it is queued once. A round still
 * running when the next is due makes that one skip. Returns a function that stops
 * the schedule and waits for a round under way.
 */
export function startChatAlerts(orm: Orm, options: ChatAlertOptions, intervalMs = CHAT_ALERT_INTERVAL_MS): () => Promise<void> {
  return everyInterval(
    async () => {
      const sent = await runChatAlerts(orm.em.fork(), options);
      if (sent.host || sent.guest) log.info(`chat e-mails queued: ${sent.host} to the host, ${sent.guest} to guests`);
    },
    { intervalMs, failure: 'chat alert round failed' },
  );
}
