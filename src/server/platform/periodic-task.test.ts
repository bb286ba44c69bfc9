import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../logger';
import { everyInterval } from './periodic-task';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('everyInterval', () => {
  it('skips a round while the previous one still runs, and keeps going after a failed round', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    let calls = 0;
    const stop = everyInterval(
      () => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { intervalMs: 1000, failure: 'round failed' },
    );
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toHaveBeenCalledWith('round failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    finish();
    await stop();
  });

  it('runs once after the first delay, and stopping aborts the round under way and waits for it', async () => {
    let aborted = false;
    let calls = 0;
    const stop = everyInterval(
      (signal) => {
        calls += 1;
        return new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        });
      },
      { intervalMs: 60_000, firstRunDelayMs: 10, failure: 'round failed' },
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(1);
    await stop();
    expect(aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(1);
  });
});
