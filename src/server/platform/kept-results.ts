export interface KeptResults<T> {
  /** The kept result for `key`, or a new one from `build` (shared by every caller until it settles). */
  get: (key: string, build: () => Promise<T>) => Promise<T>;
  /**
   * As `get`, but a kept result that has arrived is handed over as it is, not in a promise: the hottest reads answer
   * within the request's own turn, with no promise to settle (each costs more under the request-id context).
   */
  getNow: (key: string, build: () => Promise<T>) => T | Promise<T>;
  clear: () => void;
}

export interface KeptResultsOptions<T> {
  now?: () => number;
  keep?: (result: T) => boolean;
  /**
   * A result asked for in the last `refreshAheadMs` of its time is still answered, and its successor is built beside
   * it (one build per key): while a key is asked for, no caller ever waits for its build (issue 23: pages rendered
   * ahead of expiry rather than by the first unlucky visitor). A failed or turned-down successor leaves the result
   * to its own time.
   */
  refreshAheadMs?: number;
  /** A result known to turn stale sooner than `ttlMs` (a hold that runs out) is kept until this time, at most. */
  expiresAt?: (result: T) => number;
  /** The most keys kept at once; a new one beyond it pushes out the oldest (inputs a visitor chooses are many). */
  maxEntries?: number;
}

interface Entry<T> {
  expires: number;
  result: Promise<T>;
  /** The result once it has arrived. */
  arrived?: { value: T };
  successor?: Promise<T>;
}

/**
 * Results kept by key for `ttlMs` after they arrive. The promise itself is
 * kept, so callers arriving together share one build; a failed build, or a
 * result `keep` turns down, is dropped at once so the next caller tries again.
 */
export function keptResults<T>(ttlMs: number, options: KeptResultsOptions<T> = {}): KeptResults<T> {
  const now = options.now ?? Date.now;
  const refreshAheadMs = options.refreshAheadMs ?? 0;
  const entries = new Map<string, Entry<T>>();
  // Bumped by clear(): a successor whose build began before a clear may hold what the clear was for, so it is not kept.
  let generation = 0;

  const expiry = (result: T) => Math.min(now() + ttlMs, options.expiresAt?.(result) ?? Infinity);

  const build = (key: string, make: () => Promise<T>): Entry<T> => {
    const entry: Entry<T> = { expires: Infinity, result: make() };
    entries.delete(key);
    if (options.maxEntries !== undefined && entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.result.then((result) => {
      if (options.keep && !options.keep(result)) return drop();
      entry.expires = expiry(result);
      entry.arrived = { value: result };
    }, drop);
    return entry;
  };

  const refresh = (key: string, entry: Entry<T>, make: () => Promise<T>) => {
    const startedIn = generation;
    const successor = make();
    entry.successor = successor;
    successor.then(
      (result) => {
        if (entry.successor === successor) entry.successor = undefined;
        if (startedIn !== generation || entries.get(key) !== entry || (options.keep && !options.keep(result))) return;
        entries.set(key, { expires: expiry(result), result: successor, arrived: { value: result } });
      },
      () => {
        if (entry.successor === successor) entry.successor = undefined;
      },
    );
  };

  /** The entry that answers `key` now (refreshing it ahead of its end when due), or the promise of the one on its way. */
  const current = (key: string, make: () => Promise<T>): Entry<T> | Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      if (refreshAheadMs > 0 && !hit.successor && hit.expires !== Infinity && hit.expires - now() <= refreshAheadMs) refresh(key, hit, make);
      return hit;
    }
    // Expired while its successor is on its way: that one, rather than a second build.
    if (hit?.successor) return hit.successor;
    return build(key, make);
  };

  return {
    get: (key, make) => {
      const found = current(key, make);
      return found instanceof Promise ? found : found.result;
    },
    getNow: (key, make) => {
      const found = current(key, make);
      if (found instanceof Promise) return found;
      return found.arrived ? found.arrived.value : found.result;
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}
