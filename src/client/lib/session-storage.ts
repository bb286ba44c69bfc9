import type { z } from 'zod';

// One way to keep small JSON values in the browser's storage: read through a
// zod schema (anything else reads as null) and never throw, since storage can
// be full, blocked or off (private mode) and the page must work regardless.
// What every page reads at start-up is checked by a plain function instead:
// zod's code (about 26 KB on the wire) must not load with every page.

/** A zod schema, or a plain check that gives the value or null. */
export type StoredShape<T> = z.ZodType<T> | ((value: unknown) => T | null);

type StorageKind = 'session' | 'local';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The value stored under `key`, if it passes `shape`; otherwise null. */
export function readStored<T>(key: string, shape: StoredShape<T>, kind: StorageKind = 'session'): T | null {
  try {
    const raw = storageOf(kind)?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof shape === 'function') return shape(value);
    const parsed = shape.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON under `key`; false when storage refused it. */
export function writeStored(key: string, value: unknown, kind: StorageKind = 'session'): boolean {
  try {
    const storage = storageOf(kind);
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets every key given; storage that is off has nothing to forget. */
export function removeStored(keys: readonly string[], kind: StorageKind = 'session'): void {
  try {
    const storage = storageOf(kind);
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // Nothing to clear when storage is off.
  }
}
