import { AppError } from '../../../shared/lib/app-error';

export const HASHING_BUSY_MESSAGE = 'Too many sign-in attempts at once. Please wait a moment and try again.';

export interface PasswordQueueLimits {
  /** scrypt computations at once in this process (each takes a thread and 32 MiB). */
  running: number;
  /** Places per client: one computing, the rest waiting. */
  perClient: number;
  /** Places over all clients, computing or waiting. Kept below the database pool size: a waiting sign-in holds its call's connection. */
  total: number;
}

export const DEFAULT_QUEUE_LIMITS: PasswordQueueLimits = { running: 2, perClient: 3, total: 8 };

export interface QueueTicket {
  /** Waits for a turn (at most one computation per client at a time), runs the task, then gives the place back. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Gives the place back unused (safe to call after run). */
  release: () => void;
}

/**
 * Password hashing is the one expensive thing an anonymous caller can ask
 * for, so it is rationed in this process (CPU is per process, so the queue is
 * too): a client over its places is refused at once, before any hashing, and
 * one client's flood never stands between another client and its turn for long.
 */
export function createPasswordQueue(limits: PasswordQueueLimits = DEFAULT_QUEUE_LIMITS) {
  const placesByClient = new Map<string, number>();
  const runningByClient = new Map<string, number>();
  const waiting: { client: string; start: () => void }[] = [];
  let places = 0;
  let running = 0;

  function pump() {
    while (running < limits.running) {
      const index = waiting.findIndex((entry) => !runningByClient.get(entry.client));
      if (index < 0) return;
      const [next] = waiting.splice(index, 1);
      running += 1;
      runningByClient.set(next!.client, 1);
      next!.start();
    }
  }

  function admit(client: string): QueueTicket {
    const held = placesByClient.get(client) ?? 0;
    if (held >= limits.perClient || places >= limits.total) throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY_MESSAGE);
    placesByClient.set(client, held + 1);
    places += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      places -= 1;
      const left = (placesByClient.get(client) ?? 1) - 1;
      if (left > 0) placesByClient.set(client, left);
      else placesByClient.delete(client);
    };
    const run = async <T>(task: () => Promise<T>): Promise<T> => {
      await new Promise<void>((start) => {
        waiting.push({ client, start });
        pump();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        runningByClient.delete(client);
        release();
        pump();
      }
    };
    return { run, release };
  }

  return { admit, stats: () => ({ places, running, waiting: waiting.length }) };
}


/** The process's one queue: every password hash and check goes through it. */
export const passwordQueue = createPasswordQueue();
