import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isSettledRefusal } from './settled-refusal';

/** A tRPC error as a refused read leaves it in the query cache (the app's errorFormatter's `data`). */
const refused = (httpStatus: unknown) =>
  new TRPCClientError('refused', { result: { id: null, error: { code: -32600, message: 'refused', data: { code: 'X', httpStatus } } } });

describe('a settled refusal', () => {
  it('is a 4xx answer any visitor would get', () => {
    expect(isSettledRefusal(refused(409))).toBe(true);
    expect(isSettledRefusal(refused(400))).toBe(true);
    expect(isSettledRefusal(refused(404))).toBe(true);
  });

  it('is not a timeout, a rate limit, a server error or an error without a status', () => {
    expect(isSettledRefusal(refused(408))).toBe(false);
    expect(isSettledRefusal(refused(429))).toBe(false);
    expect(isSettledRefusal(refused(500))).toBe(false);
    expect(isSettledRefusal(refused(503))).toBe(false);
    expect(isSettledRefusal(refused('409'))).toBe(false);
    expect(isSettledRefusal(new Error('fetch failed'))).toBe(false);
    expect(isSettledRefusal(null)).toBe(false);
    expect(isSettledRefusal(undefined)).toBe(false);
  });
});
