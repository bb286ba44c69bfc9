// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenSettled } from './idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('optional work after the page has loaded', () => {
  it('whenIdle runs once the page is loaded and the browser idle; cancelled, never', () => {
    const work = vi.fn();
    const cancelled = vi.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('whenSettled waits for the quiet time after the idle moment, and can be cancelled at any stage', () => {
    const work = vi.fn();
    whenSettled(work, 5000);
    vi.advanceTimersByTime(4000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenSettled(cancelled, 5000);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
