import { ReviewsView } from './reviews-view';
import { useReviews } from './use-reviews';

/** The home page's reviews section (id "reviews"), fed by the reviews API; its highlights are the block's words. */
export function ReviewsSection({ highlights }: { highlights?: readonly string[] }) {
  const { isLoading, reviews, summary } = useReviews();
  return <ReviewsView isLoading={isLoading} reviews={reviews} summary={summary} {...(highlights ? { highlights } : {})} />;
}
