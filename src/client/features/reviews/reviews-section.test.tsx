import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTrpc, trpcError, type ProcedureOutput } from '../../test/trpc-harness';
import { FIXTURE_REVIEWS, FIXTURE_SUMMARY } from './reviews-test-kit';
import { ReviewsSection } from './reviews-section';

type Answer<TPath extends 'reviews.public' | 'reviews.summary'> = ProcedureOutput<TPath> | number;

/** The section over a stand-in server: each procedure answers with data or fails with a status. */
function renderSection(answers: { 'reviews.public': Answer<'reviews.public'>; 'reviews.summary': Answer<'reviews.summary'> }) {
  const reply = <T,>(answer: T | number): T => {
    if (typeof answer === 'number') throw trpcError(answer);
    return answer;
  };
  // No waiting between retries: the count of retries is what is under test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const { calls } = renderWithTrpc(
    <ReviewsSection />,
    { 'reviews.public': () => reply(answers['reviews.public']), 'reviews.summary': () => reply(answers['reviews.summary']) },
    { queryClient },
  );
  return { calls: (path: string) => calls.filter((call) => call.path === path).length };
}

afterEach(() => vi.restoreAllMocks());

describe('ReviewsSection over the reviews API (spec §7, §8)', () => {
  it('shows the skeleton, then the reviews and their summary', async () => {
    renderSection({ 'reviews.public': FIXTURE_REVIEWS, 'reviews.summary': FIXTURE_SUMMARY });
    screen.getByRole('status', { name: 'Loading reviews' });
    const region = screen.getByRole('region', { name: 'Guest Reviews' });
    await within(region).findByRole('button', { name: 'See All Reviews (14)' });
    within(region).getByText('14 reviews');
    within(region).getByText('4.3');
  });

  it('falls back to 4.8 from 0 reviews after the summary fails three retries', async () => {
    const api = renderSection({ 'reviews.public': FIXTURE_REVIEWS, 'reviews.summary': 500 });
    const region = screen.getByRole('region', { name: 'Guest Reviews' });
    await within(region).findByText('0 reviews');
    within(region).getByText('4.8');
    expect(within(region).getAllByRole('meter').map((meter) => meter.getAttribute('aria-valuetext'))).toEqual(['0%', '0%', '0%', '0%', '0%']);
    expect(api.calls('reviews.summary')).toBe(4);
  });

  it('shows the empty state and only warns in the console when the reviews fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = renderSection({ 'reviews.public': 500, 'reviews.summary': FIXTURE_SUMMARY });
    await screen.findByText('No reviews yet');
    screen.getByText('Be the first to share your experience!');
    expect(api.calls('reviews.public')).toBe(4);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Reviews API error', expect.any(TRPCClientError)));
  });

  it('does not retry a 4xx', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = renderSection({ 'reviews.public': 404, 'reviews.summary': 404 });
    await screen.findByText('No reviews yet');
    expect(api.calls('reviews.public')).toBe(1);
    expect(api.calls('reviews.summary')).toBe(1);
  });
});
