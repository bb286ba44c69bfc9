import type { Orm } from '../db/orm';
import { log } from '../logger';
import { createListenHub } from '../platform/listen-hub';

/**
 * The channel an admin change is announced on ('admin'), so every server process drops the public pages it keeps;
 * and a change to bookings or blocks ('nights', a trigger's, from any writer), so each drops its kept quotes.
 */
const PAGE_CACHE_CHANNEL = 'page_cache';
export type DropTopic = 'admin' | 'nights';
/** A watch wakes at least this often; a wake-up without a notification drops nothing. */
const IDLE_WAIT_MS = 60 * 60_000;

/**
 * This process's ear for other processes' admin changes: one LISTEN connection outside the ORM's pool
 * (platform/listen-hub.ts). When that connection drops and comes back, notifications may have been missed,
 * so the pages are dropped then too.
 */
export interface PageCacheDrops {
  /**
   * Calls `drop` on every announcement of `topic` from any process (this one's too), and when the connection is made
   * again (what it missed is unknown); resolves once LISTEN is in place.
   */
  listen: (topic: DropTopic, drop: () => void) => Promise<void>;
  /** Ends the LISTEN connection (server shutdown, the end of a test). */
  close: () => Promise<void>;
}

export function createPageCacheDrops(connectionString: string): PageCacheDrops {
  const hub = createListenHub(connectionString, PAGE_CACHE_CHANNEL);
  const stop = new AbortController();
  return {
    async listen(topic, drop) {
      const watch = await hub.watch(topic);
      void (async () => {
        while (!watch.closed && !stop.signal.aborted) {
          if (await watch.next(stop.signal, IDLE_WAIT_MS)) drop();
        }
        watch.dispose();
      })();
    },
    async close() {
      stop.abort();
      await hub.close();
    },
  };
}

/**
 * Tells every process listening (PageCacheDrops) that an admin change committed. Sent after the commit,
 * before the answer, so the next request to any process renders afresh; a failure is logged, not the
 * caller's: the change itself is saved, and the kept pages still expire after PAGE_CACHE_SECONDS.
 */
export async function announcePageCacheDrop(orm: Orm): Promise<void> {
  try {
    await orm.em.fork().execute(`select pg_notify('${PAGE_CACHE_CHANNEL}', 'admin')`);
  } catch (error) {
    log.warn('could not announce an admin change to the other server processes', (error as Error).message);
  }
}
