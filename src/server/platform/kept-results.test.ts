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
