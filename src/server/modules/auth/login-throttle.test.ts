import { describe, expect, it } from 'vitest';
import { afterFailure, FAILURE_WINDOW_MS, LOCKOUT_MS, MAX_FAILURES } from './login-throttle';

const t0 = new Date('2026-11-22T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('afterFailure', () => {
  it('starts a window at the first failure', () => {
    expect(afterFailure(null, t0)).toEqual({ failures: 1, windowStartedAt: t0, lockedUntil: null });
  });

  it(`locks for 15 minutes at the ${MAX_FAILURES}th failure inside the window`, () => {
    let record = afterFailure(null, t0);
    for (let i = 1; i < MAX_FAILURES; i += 1) record = afterFailure(record, later(i * 1000));
    expect(record.failures).toBe(MAX_FAILURES);
    expect(record.lockedUntil).toEqual(later((MAX_FAILURES - 1) * 1000 + LOCKOUT_MS));
  });

  it('forgets failures older than the window', () => {
    const old = { failures: 4, windowStartedAt: t0, lockedUntil: null };
    expect(afterFailure(old, later(FAILURE_WINDOW_MS + 1))).toMatchObject({ failures: 1, lockedUntil: null });
  });
});
