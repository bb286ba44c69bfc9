export interface KeptResults<T> {
  /** The kept result for `key`, or a new one from `build` (shared by every caller until it settles). */
  get: (key: string, build: () => Promise<T>) => Promise<T>;
  clear: () => void;
}

/**
 * Results kept by key for `ttlMs` after they arrive. The promise itself is
 * kept, so callers arriving together share one build; a failed build, or a
 * result `keep` turns down, is dropped at once so the next caller tries again.
 */
export function keptResults<T>(ttlMs: number, options: { now?: () => number; keep?: (result: T) => boolean } = {}): KeptResults<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; result: Promise<T> }>();
  return {
    get: (key, build) => {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.result;
      const entry = { expires: Infinity, result: build() };
      entries.set(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.result.then((result) => {
        if (options.keep && !options.keep(result)) drop();
        else entry.expires = now() + ttlMs;
      }, drop);
      return entry.result;
    },
    clear: () => entries.clear(),
  };
}
