import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { runChatAlerts, type ChatAlertOptions } from './chat-alerts.service';

const CHAT_ALERT_INTERVAL_MS = 30_000;

/**
 * Runs the chat's e-mail fallback every 30 s. Every server process runs it; each
 * e-mail is claimed by a conditional update, so it is queued once. A round still
 * running when the next is due makes that one skip. Returns a function that stops
 * the schedule and waits for a round under way.
 */
export function startChatAlerts(orm: Orm, options: ChatAlertOptions, intervalMs = CHAT_ALERT_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return;
    running = runChatAlerts(orm.em.fork(), options)
      .then((sent) => {
        if (sent.host || sent.guest) log.info(`chat e-mails queued: ${sent.host} to the host, ${sent.guest} to guests`);
      })
      .catch((error: unknown) => log.error('chat alert round failed', error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
