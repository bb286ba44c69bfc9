import { log } from './log';

/**
 * The motion preference (spec §3): null follows the system setting, true
 * reduces motion, false allows it. The effective value lands on the root
 * element as data-reduced-motion and --motion-scale, which the global styles,
 * the theme's durations and every JS-driven animation read.
 */
export type MotionPreference = boolean | null;

export const MOTION_STORAGE_KEY = 'motion-preference';
const SYSTEM_QUERY = '(prefers-reduced-motion: reduce)';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on merely touching localStorage.
    return null;
  }
}

/** Spec §5: a stored value counts only if it is null or a boolean; anything else is ignored with a warning. */
export function parseMotionPreference(raw: string | null): MotionPreference {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  if (value === null || typeof value === 'boolean') return value;
  log.warn(`Ignoring the stored ${MOTION_STORAGE_KEY}: expected null, true or false`, raw);
  return null;
}

export function readMotionPreference(store: Storage | null = storage()): MotionPreference {
  let raw: string | null = null;
  try {
    raw = store?.getItem(MOTION_STORAGE_KEY) ?? null;
  } catch (error) {
    log.warn(`Could not read ${MOTION_STORAGE_KEY}`, error);
  }
  return parseMotionPreference(raw);
}

/** Saving can fail (quota, privacy mode); the choice still applies to this visit, so only warn. */
export function saveMotionPreference(value: MotionPreference, store: Storage | null = storage()): void {
  try {
    if (!store) throw new Error('localStorage is not available');
    store.setItem(MOTION_STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    log.warn(`Could not save ${MOTION_STORAGE_KEY}`, error);
  }
}

let systemQuery: MediaQueryList | null | undefined;

function systemQueryList(): MediaQueryList | null {
  if (systemQuery === undefined) {
    systemQuery = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_QUERY) : null;
  }
  return systemQuery;
}

function systemPrefersReducedMotion(): boolean {
  return systemQueryList()?.matches ?? false;
}

export function isReducedMotion(preference: MotionPreference, systemReduced: boolean): boolean {
  return preference ?? systemReduced;
}

export function applyReducedMotion(reduced: boolean, root: HTMLElement = document.documentElement): void {
  root.dataset.reducedMotion = String(reduced);
  root.style.setProperty('--motion-scale', reduced ? '0' : '1');
}

// One store for the page: the footer control writes, the hero video and carousels read.
let current: MotionPreference | undefined;
const listeners = new Set<() => void>();
let watchingSystem = false;

function preference(): MotionPreference {
  if (current === undefined) current = readMotionPreference();
  return current;
}

function reapply(): void {
  if (typeof document !== 'undefined') applyReducedMotion(isReducedMotion(preference(), systemPrefersReducedMotion()));
  for (const listener of listeners) listener();
}

/** Follows the system setting (it applies at once while the preference is null) and other tabs' choices. */
function watchSystem(): void {
  if (watchingSystem || typeof window === 'undefined') return;
  watchingSystem = true;
  systemQueryList()?.addEventListener('change', reapply);
  window.addEventListener('storage', onStorage);
}

/** Another tab changed the preference. */
function onStorage(event: StorageEvent): void {
  if (event.key !== MOTION_STORAGE_KEY && event.key !== null) return;
  current = readMotionPreference();
  reapply();
}

/** Call once at startup, before the first render, so nothing animates that should not. */
export function applyStoredMotionPreference(): void {
  current = readMotionPreference();
  watchSystem();
  reapply();
}

export function setMotionPreference(value: MotionPreference): void {
  current = value;
  saveMotionPreference(value);
  watchSystem();
  reapply();
}

/** For useMotionPreference (use-motion-preference.ts); this module stays free of React, for the islands' start-up code. */
export function subscribeToMotion(listener: () => void): () => void {
  listeners.add(listener);
  watchSystem();
  return () => listeners.delete(listener);
}

export const motionSnapshot = (): string => `${String(preference())}|${String(systemPrefersReducedMotion())}`;

/** @internal For tests: forget the cached preference and system query so the next read starts afresh. */
export function resetMotionPreferenceForTests(): void {
  current = undefined;
  systemQuery?.removeEventListener('change', reapply);
  if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  systemQuery = undefined;
  watchingSystem = false;
}
