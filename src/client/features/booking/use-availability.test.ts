import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/transport';
import { availabilityRetry, availabilityRetryDelay } from './use-availability';

describe('availability retries (spec §8)', () => {
  it.each([
    [400, 0, false],
    [404, 0, false],
    [409, 0, false],
    [408, 0, true],
    [408, 1, true],
    [408, 2, false],
    [500, 0, true],
    [503, 1, true],
    [503, 2, false],
  ])('status %i after %i failures → retry %s', (status, failures, expected) => {
    expect(availabilityRetry(failures, new HttpError(status, 'x'))).toBe(expected);
  });

  it('retries a network failure up to twice, never an abort', () => {
    expect(availabilityRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(availabilityRetry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(availabilityRetry(0, new DOMException('Aborted', 'AbortError'))).toBe(false);
  });

  it('waits 1 s, doubling, at most 5 s', () => {
    expect([0, 1, 2, 3, 4].map(availabilityRetryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});
