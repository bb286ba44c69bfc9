import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { deliverDueEmails, type SendEmail } from './outbox.service';

export const OUTBOX_POLL_MS = 15_000;

/** Polls the outbox and sends what is due; returns a function that stops it after the current round. */
export function startOutboxWorker(orm: Orm, send: SendEmail, from: string, pollMs = OUTBOX_POLL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = async () => {
    try {
      const { sent, failed } = await deliverDueEmails(orm.em.fork(), send, from);
      if (sent || failed) log.info(`outbox: sent ${sent}, will retry ${failed}`);
    } catch (error) {
      log.error('outbox round failed', error);
    }
  };
  const timer = setInterval(() => {
    if (!stopped) running = running.then(round);
  }, pollMs);
  running = running.then(round);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
