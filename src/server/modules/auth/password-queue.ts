import { AppError } from '../../../shared/lib/app-error';

export const HASHING_BUSY_MESSAGE = 'Too many sign-in attempts at once. Please wait a moment and try again.';

export interface PasswordQueueLimits {
  /** scrypt computations at once in this process (each takes a thread and 32 MiB). */
  running: number;
  /** Places per client: one computing, the rest waiting. */
  perClient: number;
  /** Places over all clients, computing or waiting. */
  total: number;
  /**
   * Places beyond `total` kept for known clients (a client that signed in to
   * the account lately, or holds a reset link): strangers filling the queue
   * never turn them away (probe G5).
   */
  reservedForKnown: number;
}

export const DEFAULT_QUEUE_LIMITS: PasswordQueueLimits = { running: 2, perClient: 3, total: 8, reservedForKnown: 4 };

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
 * Known clients have places of their own and go first, so however many
 * strangers fill the queue, the owner's sign-in waits at most for the
 * computations already running.
 */
export function createPasswordQueue(limits: PasswordQueueLimits = DEFAULT_QUEUE_LIMITS) {
  const placesByClient = new Map<string, number>();
  const runningByClient = new Map<string, number>();
  const waiting: { client: string; known: boolean; start: () => void }[] = [];
  const places = { stranger: 0, known: 0 };
  let running = 0;

  const canStart = (entry: { client: string }) => !runningByClient.get(entry.client);

  function pump() {
    while (running < limits.running) {
      const knownIndex = waiting.findIndex((entry) => entry.known && canStart(entry));
      const index = knownIndex >= 0 ? knownIndex : waiting.findIndex(canStart);
      if (index < 0) return;
      const [next] = waiting.splice(index, 1);
      running += 1;
      runningByClient.set(next!.client, 1);
      next!.start();
    }
  }

  /** `known`: the client signed in to this account lately (login_history) or holds a valid reset link. */
  function admit(client: string, options: { known?: boolean } = {}): QueueTicket {
    const kind = options.known ? 'known' : 'stranger';
    const held = placesByClient.get(client) ?? 0;
    const full = kind === 'known' ? places.known >= limits.reservedForKnown : places.stranger >= limits.total;
    if (held >= limits.perClient || full) throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY_MESSAGE);
    placesByClient.set(client, held + 1);
    places[kind] += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      places[kind] -= 1;
      const left = (placesByClient.get(client) ?? 1) - 1;
      if (left > 0) placesByClient.set(client, left);
      else placesByClient.delete(client);
    };
    const run = async <T>(task: () => Promise<T>): Promise<T> => {
      await new Promise<void>((start) => {
        waiting.push({ client, known: kind === 'known', start });
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

  /**
   * admit() for a caller that asks the database whether the client is known:
   * the client's own place is held while it asks, so a burst from one address
   * is refused at once and never reaches the database (the check would
   * otherwise run for every call of the burst before any of them took a place).
   */
  async function admitChecking(client: string, isKnown: () => Promise<boolean>): Promise<{ ticket: QueueTicket; known: boolean }> {
    const held = placesByClient.get(client) ?? 0;
    const everyPlaceTaken = places.stranger >= limits.total && places.known >= limits.reservedForKnown;
    if (held >= limits.perClient || everyPlaceTaken) throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY_MESSAGE);
    placesByClient.set(client, held + 1);
    let known: boolean;
    try {
      known = await isKnown();
    } finally {
      const left = (placesByClient.get(client) ?? 1) - 1;
      if (left > 0) placesByClient.set(client, left);
      else placesByClient.delete(client);
    }
    return { ticket: admit(client, { known }), known };
  }

  return { admit, admitChecking, stats: () => ({ places: places.stranger + places.known, running, waiting: waiting.length }) };
}


/** The process's one queue: every password hash and check goes through it. */
export const passwordQueue = createPasswordQueue();
