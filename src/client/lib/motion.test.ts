// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOTION_STORAGE_KEY,
  applyReducedMotion,
  applyStoredMotionPreference,
  parseMotionPreference,
  readMotionPreference,
  resetMotionPreferenceForTests,
  saveMotionPreference,
  setMotionPreference,
} from './motion';

/** A stand-in for the system's prefers-reduced-motion that a test can flip. */
function fakeSystem(reduced: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduced,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = () => document.documentElement;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  resetMotionPreferenceForTests();
  delete root().dataset.reducedMotion;
  root().style.removeProperty('--motion-scale');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  resetMotionPreferenceForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseMotionPreference', () => {
  it.each([
    [null, null],
    ['null', null],
    ['true', true],
    ['false', false],
  ])('accepts %j as %j without a warning', (raw, expected) => {
    expect(parseMotionPreference(raw)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['"true"', 'yes', '1', '0', '{}', '[]', '"reduce"', ''])('ignores %j with a console warning', (raw) => {
    expect(parseMotionPreference(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(MOTION_STORAGE_KEY);
  });
});

describe('reading and saving', () => {
  it('reads what was saved, as JSON under motion-preference', () => {
    saveMotionPreference(true);
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('true');
    expect(readMotionPreference()).toBe(true);
    saveMotionPreference(null);
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('null');
    expect(readMotionPreference()).toBeNull();
  });

  it('a storage that refuses to save only warns', () => {
    const refusing = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(() => saveMotionPreference(false, refusing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a storage that cannot be read counts as no preference', () => {
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(readMotionPreference(broken)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('applying', () => {
  it('sets the root attribute and the motion scale', () => {
    applyReducedMotion(true);
    expect(root().dataset.reducedMotion).toBe('true');
    expect(root().style.getPropertyValue('--motion-scale')).toBe('0');
    applyReducedMotion(false);
    expect(root().dataset.reducedMotion).toBe('false');
    expect(root().style.getPropertyValue('--motion-scale')).toBe('1');
  });

  it.each([
    // stored value, system reduces motion, effective
    [null, false, 'false'],
    [null, true, 'true'],
    ['true', false, 'true'],
    ['false', true, 'false'],
    ['"sometimes"', true, 'true'],
    ['"sometimes"', false, 'false'],
  ])('stored %j with system reduce=%j applies reduced=%s at startup', (stored, system, effective) => {
    if (stored !== null) localStorage.setItem(MOTION_STORAGE_KEY, stored);
    fakeSystem(system);
    applyStoredMotionPreference();
    expect(root().dataset.reducedMotion).toBe(effective);
    expect(root().style.getPropertyValue('--motion-scale')).toBe(effective === 'true' ? '0' : '1');
  });

  it('follows a change of the system setting only while the preference is null', () => {
    const system = fakeSystem(false);
    applyStoredMotionPreference();
    system.set(true);
    expect(root().dataset.reducedMotion).toBe('true');
    setMotionPreference(false);
    expect(localStorage.getItem(MOTION_STORAGE_KEY)).toBe('false');
    expect(root().dataset.reducedMotion).toBe('false');
    system.set(true);
    expect(root().dataset.reducedMotion).toBe('false');
  });
});
