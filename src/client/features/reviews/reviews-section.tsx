import { ReviewsView } from './reviews-view';
import { useReviews } from './use-reviews';

/** The home page's reviews section (id "reviews"), fed by the reviews API. */
export function ReviewsSection() {
  const { isLoading, reviews, summary } = useReviews();
  return <ReviewsView isLoading={isLoading} reviews={reviews} summary={summary} />;
}
