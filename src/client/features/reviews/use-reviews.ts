import { useEffect } from 'react';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { REVIEW_SUMMARY_FALLBACK } from '../../../shared/reviews/reviews.rules';
import { log } from '../../lib/log';
import { shouldRetry } from '../../lib/query-client';
import { trpc } from '../../lib/trpc';

const NO_REVIEWS: PublicReview[] = [];

export interface ReviewsData {
  isLoading: boolean;
  reviews: PublicReview[];
  summary: ReviewSummary;
}

/**
 * The home page's reviews and their summary. Both calls retry three times
 * (spec §7; never on a 4xx, spec §8). A failed list shows the empty state and
 * only logs; a failed summary falls back to 4.8 from 0 reviews.
 */
export function useReviews(): ReviewsData {
  const reviewsQuery = trpc.reviews.public.useQuery(undefined, { retry: shouldRetry });
  const summaryQuery = trpc.reviews.summary.useQuery(undefined, { retry: shouldRetry });

  useEffect(() => {
    if (reviewsQuery.error) log.warn('Reviews API error', reviewsQuery.error);
  }, [reviewsQuery.error]);

  return {
    isLoading: reviewsQuery.isPending || summaryQuery.isPending,
    reviews: reviewsQuery.data ?? NO_REVIEWS,
    summary: summaryQuery.data ?? REVIEW_SUMMARY_FALLBACK,
  };
}
