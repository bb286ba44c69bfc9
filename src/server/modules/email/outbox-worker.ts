import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { ANY_TOPIC, createListenHub } from '../../platform/listen-hub';
import { OUTBOX_WAKE_CHANNEL } from './outbox-admin.service';
import { deliverDueEmails, type SendEmail } from './outbox.service';

export const OUTBOX_POLL_MS = 15_000;

/**
 * Sends what is due every `pollMs`, and at once when an e-mail is retried or resent from Emails → Sent (a
 * notification on OUTBOX_WAKE_CHANNEL, from any server process; `listenUrl` is the database's). Returns a
 * function that stops it after the current round.
 */
export function startOutboxWorker(orm: Orm, send: SendEmail, from: string, options: { pollMs?: number; listenUrl?: string } = {}): () => Promise<void> {
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const stop = new AbortController();
  const hub = options.listenUrl ? createListenHub(options.listenUrl, OUTBOX_WAKE_CHANNEL) : undefined;
  const round = async () => {
    try {
      const { sent, failed } = await deliverDueEmails(orm.em.fork(), send, from);
      if (sent || failed) log.info(`outbox: sent ${sent}, will retry ${failed}`);
    } catch (error) {
      log.error('outbox round failed', error);
    }
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        stop.signal.removeEventListener('abort', done);
        resolve();
      }
      stop.signal.addEventListener('abort', done);
    });
  const running = (async () => {
    const watch = hub ? await hub.watch(ANY_TOPIC) : undefined;
    while (!stop.signal.aborted) {
      await round();
      if (watch) await watch.next(stop.signal, pollMs);
      else await sleep();
    }
    watch?.dispose();
  })();
  return async () => {
    stop.abort();
    await running;
    await hub?.close();
  };
}
