import { describe, expect, it, vi } from 'vitest';
import { keptResults } from './kept-results';

describe('keptResults', () => {
  it('shares one build between callers arriving together and keeps the result for the time given after it arrives', async () => {
    let time = 0;
    const kept = keptResults<string>(1000, { now: () => time });
    const build = vi.fn(async () => `built at ${time}`);
    const [first, second] = await Promise.all([kept.get('/stay', build), kept.get('/stay', build)]);
    expect(first).toBe('built at 0');
    expect(second).toBe('built at 0');
    time = 999;
    expect(await kept.get('/stay', build)).toBe('built at 0');
    time = 1000;
    expect(await kept.get('/stay', build)).toBe('built at 1000');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('drops failures and results it is told not to keep, and forgets everything on clear', async () => {
    const kept = keptResults<{ complete: boolean }>(60_000, { keep: (result) => result.complete });
    await expect(kept.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('a', async () => ({ complete: false }))).toEqual({ complete: false });
    expect(await kept.get('a', async () => ({ complete: true }))).toEqual({ complete: true });
    expect(await kept.get('a', async () => ({ complete: false }))).toEqual({ complete: true });
    kept.clear();
    expect(await kept.get('a', async () => ({ complete: false }))).toEqual({ complete: false });
  });
});

describe('keptResults read now', () => {
  it('hands over a result that has arrived as it is, and a promise while it is on its way, after expiry or a clear', async () => {
    let time = 0;
    const kept = keptResults<string>(1000, { now: () => time, refreshAheadMs: 200 });
    const build = vi.fn(async () => `built at ${time}`);
    const first = kept.getNow('/', build);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe('built at 0');
    expect(kept.getNow('/', build)).toBe('built at 0');
    // In its last moments it is still handed over at once, while the successor is built beside it.
    time = 850;
    expect(kept.getNow('/', build)).toBe('built at 0');
    await Promise.resolve();
    expect(kept.getNow('/', build)).toBe('built at 850');
    expect(build).toHaveBeenCalledTimes(2);
    kept.clear();
    const again = kept.getNow('/', build);
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toBe('built at 850');
  });
});

describe('keptResults refreshed ahead of expiry', () => {
  it('answers the kept result in its last moments while its successor is built once, then answers the successor', async () => {
    let time = 0;
    const kept = keptResults<string>(1000, { now: () => time, refreshAheadMs: 200 });
    const build = vi.fn(async () => `built at ${time}`);
    expect(await kept.get('/', build)).toBe('built at 0');
    time = 799;
    expect(await kept.get('/', build)).toBe('built at 0');
    expect(build).toHaveBeenCalledTimes(1);
    time = 800;
    // Nobody waits: the old result answers, and one successor is on its way however many ask.
    expect(await Promise.all([kept.get('/', build), kept.get('/', build)])).toEqual(['built at 0', 'built at 0']);
    expect(build).toHaveBeenCalledTimes(2);
    expect(await kept.get('/', build)).toBe('built at 800');
    time = 1500;
    expect(await kept.get('/', build)).toBe('built at 800');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('gives a caller after expiry the successor still on its way, not a second build', async () => {
    let time = 0;
    const kept = keptResults<string>(1000, { now: () => time, refreshAheadMs: 200 });
    await kept.get('/', async () => 'first');
    time = 900;
    let finish: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await kept.get('/', slow)).toBe('first');
    time = 1100;
    const late = kept.get('/', slow);
    finish('second');
    expect(await late).toBe('second');
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('keeps the old result to its own time when the successor fails or is turned down, and never keeps one begun before a clear', async () => {
    let time = 0;
    const kept = keptResults<{ complete: boolean; at: number }>(1000, { now: () => time, refreshAheadMs: 200, keep: (result) => result.complete });
    await kept.get('a', async () => ({ complete: true, at: 0 }));
    time = 850;
    expect(await kept.get('a', () => Promise.reject(new Error('down')))).toEqual({ complete: true, at: 0 });
    await Promise.resolve();
    expect(await kept.get('a', async () => ({ complete: false, at: 850 }))).toEqual({ complete: true, at: 0 });
    await Promise.resolve();
    expect(await kept.get('a', async () => ({ complete: true, at: 850 }))).toEqual({ complete: true, at: 0 });

    let finish: (value: { complete: boolean; at: number }) => void = () => undefined;
    const kept2 = keptResults<{ complete: boolean; at: number }>(1000, { now: () => time, refreshAheadMs: 200 });
    time = 0;
    await kept2.get('b', async () => ({ complete: true, at: 0 }));
    time = 900;
    await kept2.get('b', () => new Promise((resolve) => (finish = resolve)));
    kept2.clear();
    finish({ complete: true, at: 900 });
    await Promise.resolve();
    expect(await kept2.get('b', async () => ({ complete: true, at: 901 }))).toEqual({ complete: true, at: 901 });
  });
});

describe('keptResults bounded by the result and by their number', () => {
  it('keeps a result only until the time it names, when that comes before its time', async () => {
    let time = 0;
    const kept = keptResults<{ until: number; at: number }>(1000, { now: () => time, expiresAt: (result) => result.until });
    expect(await kept.get('quote', async () => ({ until: 300, at: time }))).toEqual({ until: 300, at: 0 });
    time = 299;
    expect((await kept.get('quote', async () => ({ until: 5000, at: time }))).at).toBe(0);
    time = 300;
    expect((await kept.get('quote', async () => ({ until: 5000, at: time }))).at).toBe(300);
    // A later bound than its time changes nothing: kept 1000 after it arrived.
    time = 1299;
    expect((await kept.get('quote', async () => ({ until: 5000, at: time }))).at).toBe(300);
    time = 1300;
    expect((await kept.get('quote', async () => ({ until: 5000, at: time }))).at).toBe(1300);
  });

  it('pushes out the oldest key beyond the most it may keep', async () => {
    const kept = keptResults<string>(60_000, { maxEntries: 2 });
    await kept.get('a', async () => 'a1');
    await kept.get('b', async () => 'b1');
    await kept.get('c', async () => 'c1');
    expect(await kept.get('b', async () => 'b2')).toBe('b1');
    expect(await kept.get('c', async () => 'c2')).toBe('c1');
    expect(await kept.get('a', async () => 'a2')).toBe('a2');
  });
});
