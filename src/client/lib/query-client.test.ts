import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

function clientError(status: number) {
  return new TRPCClientError('failed', { result: { error: { message: 'failed', code: -32600, data: { httpStatus: status } } } });
}

describe('cache policy per spec §9', () => {
  const client = createQueryClient();
  const defaultsFor = (path: string[]) => client.getQueryDefaults([path, { type: 'query' }]);

  it('keeps the property for 24 h fresh and 7 days cached', () => {
    expect(defaultsFor(['property', 'public'])).toMatchObject({ staleTime: 86_400_000, gcTime: 604_800_000 });
  });

  it('refetches photos and reviews on mount but not on focus', () => {
    expect(defaultsFor(['reviews', 'public'])).toMatchObject({ staleTime: 1_800_000, refetchOnMount: true, refetchOnWindowFocus: false });
  });

  it('treats quotes as fresh for 5 minutes and refetches them on focus', () => {
    expect(defaultsFor(['quote', 'get'])).toMatchObject({ staleTime: 300_000, gcTime: 900_000, refetchOnWindowFocus: true });
  });

  it('uses 10 minutes fresh and 30 kept for anything else', () => {
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 600_000, gcTime: 1_800_000, refetchOnMount: false });
    expect(defaultsFor(['content', 'policies'])).toEqual({});
  });
});

describe('retry rules per spec §8', () => {
  it('does not retry client errors other than 408', () => {
    expect(shouldRetry(0, clientError(400))).toBe(false);
    expect(shouldRetry(0, clientError(401))).toBe(false);
    expect(shouldRetry(0, clientError(404))).toBe(false);
    expect(shouldRetry(0, clientError(408))).toBe(true);
  });

  it('retries server and network failures up to 3 times', () => {
    expect(shouldRetry(0, clientError(503))).toBe(true);
    expect(shouldRetry(2, new Error('network'))).toBe(true);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
