// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Idle from './idle';

// Each test gets the module afresh: whether the page has settled is the module's own state.
let idle: typeof Idle;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  idle = await import('./idle');
});
afterEach(() => vi.useRealTimers());

describe('optional work after the page has loaded', () => {
  it('whenIdle runs once the page is loaded and the browser idle; cancelled, never', () => {
    const work = vi.fn();
    const cancelled = vi.fn();
    idle.whenIdle(work);
    idle.whenIdle(cancelled)();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('whenSettled waits for the quiet time after the idle moment, and can be cancelled at any stage', () => {
    const cancelled = vi.fn();
    const cancel = idle.whenSettled(cancelled, 5000);
    vi.advanceTimersByTime(3000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();

    const work = vi.fn();
    idle.whenSettled(work, 5000);
    vi.advanceTimersByTime(4000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('once the page has settled, work asked for later waits only for idle (a section an island draws then)', () => {
    idle.whenSettled(() => undefined, 5000);
    vi.advanceTimersByTime(5100);
    const later = vi.fn();
    idle.whenSettled(later, 5000);
    vi.advanceTimersByTime(10);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
