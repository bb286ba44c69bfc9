import pg from 'pg';
import { log } from '../logger';

/** The topic that wakes on every notification of the channel (e.g. the host's whole inbox). */
export const ANY_TOPIC = '*';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
/** How long a subscriber waits for the LISTEN connection before reading anyway (the safety poll then covers it). */
const READY_WAIT_MS = 2_000;

/**
 * One subscriber's wake-ups. A notification only says "read again": the subscriber
 * reads the database after its own cursor, so a lost or merged notification is
 * repaired by the next one, by the safety poll, or by the client's reconnect.
 */
export interface ListenWatch {
  /**
   * Resolves at once if woken since the last call, else at the next wake-up, after `maxMs`, or on abort;
   * with true when woken (a notification, or the LISTEN connection (re)made), false otherwise.
   */
  next: (signal: AbortSignal, maxMs: number) => Promise<boolean>;
  dispose: () => void;
  /** True once the hub has closed (shutdown): the subscriber ends its stream. */
  readonly closed: boolean;
}

export interface ListenHub {
  /** Starts watching `topic` (the text before the payload's first ':', or ANY_TOPIC); resolves once LISTEN is in place. */
  watch: (topic: string) => Promise<ListenWatch>;
  /** Ends every watch and the LISTEN connection (server shutdown). */
  close: () => Promise<void>;
}

interface Watcher {
  topic: string;
  woken: boolean;
  wake: () => void;
}

/**
 * Wake-ups for one PostgreSQL notification channel, whose payloads read `<topic>:<anything>`.
 * Each server process holds one dedicated LISTEN connection (a pg Client outside the
 * ORM's pool, so no subscription ever holds a pooled connection), opened while anyone
 * is watching and closed when nobody is, reconnecting with backoff when it drops.
 * Writers send `pg_notify` inside their transaction, so the wake-up fires on commit
 * and a subscriber never reads before the message is there.
 */
export function createListenHub(connectionString: string, channel: string): ListenHub {
  const watchers = new Set<Watcher>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;

  const wakeAll = () => {
    for (const watcher of watchers) watcher.wake();
  };

  function onNotification(message: pg.Notification) {
    const topic = message.payload?.split(':')[0];
    for (const watcher of watchers) {
      if (watcher.topic === ANY_TOPIC || watcher.topic === topic) watcher.wake();
    }
  }

  const wanted = () => !closed && watchers.size > 0;

  function connect(): Promise<void> {
    connecting ??= (async () => {
      while (wanted()) {
        const candidate = new pg.Client({ connectionString });
        candidate.on('error', (error) => log.warn(`${channel} LISTEN connection failed`, error.message));
        try {
          await candidate.connect();
          await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await candidate.end().catch(() => undefined);
          log.warn(`${channel} LISTEN connection refused; retrying in ${retryMs} ms`, (error as Error).message);
          await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          continue;
        }
        if (!wanted()) {
          await candidate.end().catch(() => undefined);
          break;
        }
        retryMs = FIRST_RETRY_MS;
        client = candidate;
        candidate.on('notification', onNotification);
        candidate.on('end', () => {
          if (client !== candidate) return;
          client = undefined;
          connecting = undefined;
          // Messages may have been committed while nobody listened: everyone reads again.
          wakeAll();
          if (wanted()) void connect();
        });
        // Anything committed between a subscriber's first read and this LISTEN is read now.
        wakeAll();
        return;
      }
      connecting = undefined;
    })();
    return connecting;
  }

  function disconnect() {
    const current = client;
    client = undefined;
    connecting = undefined;
    if (current) void current.end().catch(() => undefined);
  }

  return {
    async watch(topic) {
      let resume: (() => void) | undefined;
      const watcher: Watcher = {
        topic,
        woken: false,
        wake: () => {
          watcher.woken = true;
          resume?.();
        },
      };
      watchers.add(watcher);
      const ready = connect();
      await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
      return {
        next: async (signal, maxMs) => {
          if (!watcher.woken && !signal.aborted && !closed) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(finish, maxMs);
              function finish() {
                clearTimeout(timer);
                signal.removeEventListener('abort', finish);
                resume = undefined;
                resolve();
              }
              resume = finish;
              signal.addEventListener('abort', finish, { once: true });
            });
          }
          const woken = watcher.woken;
          watcher.woken = false;
          return woken;
        },
        get closed() {
          return closed;
        },
        dispose: () => {
          resume?.();
          watchers.delete(watcher);
          if (watchers.size === 0) disconnect();
        },
      };
    },
    async close() {
      closed = true;
      wakeAll();
      watchers.clear();
      disconnect();
    },
  };
}
