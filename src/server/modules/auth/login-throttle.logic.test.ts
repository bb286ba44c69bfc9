import { describe, expect, it } from 'vitest';
import {
  FREE_FAILURES,
  MAX_DELAY_MS,
  minutesUntil,
  retryDelayMs,
  retryDelaySchedule,
  tooManyFailuresMessage,
} from './login-throttle.logic';

describe('retryDelayMs', () => {
  it.each([
    [1, 0],
    [FREE_FAILURES - 1, 0],
    [FREE_FAILURES, 60_000],
    [FREE_FAILURES + 1, 120_000],
    [FREE_FAILURES + 2, 240_000],
    [FREE_FAILURES + 3, 480_000],
    [FREE_FAILURES + 4, MAX_DELAY_MS],
    [FREE_FAILURES + 40, MAX_DELAY_MS],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });
});

describe('retryDelaySchedule', () => {
  it('lists every wait until the cap, ending at the cap', () => {
    expect(retryDelaySchedule()).toEqual([0, 0, 0, 0, 60_000, 120_000, 240_000, 480_000, MAX_DELAY_MS]);
  });
});

describe('messages', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(minutesUntil(new Date(now.getTime() + 1), now)).toBe(1);
    expect(minutesUntil(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(minutesUntil(new Date(now.getTime() - 5_000), now)).toBe(1);
  });

  it('says how long in a plain sentence', () => {
    expect(tooManyFailuresMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(tooManyFailuresMessage(15)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });
});
