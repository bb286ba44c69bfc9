import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trpc } from '../lib/trpc';
import { renderWithTrpc, trpcError, type Handlers } from './trpc-harness';

function Summary() {
  const summary = trpc.reviews.summary.useQuery();
  if (summary.isError) return <p>Failed with {summary.error.data?.httpStatus}</p>;
  return <p>{summary.data ? `${summary.data.totalReviews} reviews` : 'Loading'}</p>;
}

const summary = { averageRating: 4.5, totalReviews: 2, reviewCounts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } };

describe('the tRPC test harness', () => {
  it('answers a call from its handler and records the input', async () => {
    const api = renderWithTrpc(<Summary />, { 'reviews.summary': () => summary });
    await screen.findByText('2 reviews');
    expect(api.inputsOf('reviews.summary')).toEqual([undefined]);
  });

  it('fails a call with the status a handler throws', async () => {
    renderWithTrpc(<Summary />, { 'reviews.summary': () => Promise.reject(trpcError(503, 'Busy')) });
    await screen.findByText('Failed with 503');
  });

  it('fails the test, naming the procedure and input, when a call has no handler', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTrpc(<Summary />, {});
    await screen.findByText('Failed with 500');
    expect(error).toHaveBeenCalledWith('Unexpected tRPC call reviews.summary(): the test gave no handler for it.');
    error.mockRestore();
  });

  it('checks handlers against the router at compile time', () => {
    // @ts-expect-error: the summary has no such shape
    const wrongShape: Handlers = { 'reviews.summary': () => ({ stars: 5 }) };
    // @ts-expect-error: no such procedure
    const unknownPath: Handlers = { 'reviews.nothing': () => null };
    expect([wrongShape, unknownPath]).toHaveLength(2);
  });
});
