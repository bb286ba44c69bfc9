import type { z } from 'zod';

// One way to keep small JSON values in the browser's storage: read through a
// zod schema (anything else reads as null) and never throw, since storage can
// be full, blocked or off (private mode) and the page must work regardless.

type StorageKind = 'session' | 'local';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The value stored under `key`, if it parses with `schema`; otherwise null. */
export function readStored<T extends z.ZodType>(key: string, schema: T, kind: StorageKind = 'session'): z.output<T> | null {
  try {
    const raw = storageOf(kind)?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
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
