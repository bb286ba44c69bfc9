import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './session-storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function brokenStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

const draftSchema = z.object({ checkIn: z.string(), guests: z.number() });

afterEach(() => vi.unstubAllGlobals());

describe('stored values', () => {
  it('gives back what was written, parsed by its schema, from the storage asked for', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
    expect(writeStored('draft', { checkIn: '2026-06-12', guests: 2 })).toBe(true);
    expect(readStored('draft', draftSchema)).toEqual({ checkIn: '2026-06-12', guests: 2 });
    expect(readStored('draft', draftSchema, 'local')).toBeNull();
    removeStored(['draft']);
    expect(readStored('draft', draftSchema)).toBeNull();
  });

  it('reads nothing, rather than throwing, from text that is not JSON or not of the schema', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    storage.setItem('draft', '{not json');
    expect(readStored('draft', draftSchema)).toBeNull();
    storage.setItem('draft', JSON.stringify({ checkIn: 12 }));
    expect(readStored('draft', draftSchema)).toBeNull();
  });

  it('reads through a plain check as through a schema (what every page reads at start-up loads no zod)', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const seen = (value: unknown) => (typeof value === 'object' && value !== null && 'seen' in value && typeof value.seen === 'string' ? { seen: value.seen } : null);
    writeStored('note', { seen: 'm-7' });
    expect(readStored('note', seen)).toEqual({ seen: 'm-7' });
    writeStored('note', { seen: 7 });
    expect(readStored('note', seen)).toBeNull();
    storage.setItem('note', '{not json');
    expect(readStored('note', seen)).toBeNull();
  });

  it('survives storage that is full, blocked or missing: reads nothing and says the write failed', () => {
    vi.stubGlobal('sessionStorage', brokenStorage());
    expect(writeStored('draft', { checkIn: '2026-06-12', guests: 2 })).toBe(false);
    expect(readStored('draft', draftSchema)).toBeNull();
    expect(() => removeStored(['draft'])).not.toThrow();
    vi.stubGlobal('sessionStorage', undefined);
    expect(writeStored('draft', { checkIn: '2026-06-12', guests: 2 })).toBe(false);
    expect(readStored('draft', draftSchema)).toBeNull();
  });
});
