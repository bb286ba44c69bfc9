import { SECTION_TEXT_DEFAULTS } from '../../../shared/pages/section-text-defaults';
import { useId, useMemo, useState } from 'react';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { featuredForCarousel } from '../../../shared/reviews/reviews.rules';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/feedback';
import { AllReviewsDialog } from './all-reviews-dialog';
import { FeaturedCarousel } from './featured-carousel';
import { GuestHighlights } from './guest-highlights';
import { ReviewsSummary } from './reviews-summary';
import * as styles from './reviews.css';

const LOADING_CARDS = 4;

export interface ReviewsViewProps {
  isLoading: boolean;
  reviews: PublicReview[];
  summary: ReviewSummary;
  /** The six highlights under 'What guests love about this place' (the block's words; the shipped ones by default). */
  highlights?: readonly string[];
}

/** The home page's reviews section, from data: loading, empty or populated. */
export function ReviewsView({ isLoading, reviews, summary, highlights = SECTION_TEXT_DEFAULTS.reviews.highlights }: ReviewsViewProps) {
  const headingId = useId();
  return (
    <section id="reviews" aria-labelledby={headingId} className={styles.section}>
      <div className={styles.inner}>
        {isLoading ? (
          <Loading headingId={headingId} />
        ) : reviews.length === 0 ? (
          <Empty headingId={headingId} />
        ) : (
          <Populated headingId={headingId} reviews={reviews} summary={summary} highlights={highlights} />
        )}
      </div>
    </section>
  );
}

function Loading({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        Guest Reviews
      </h2>
      <div role="status" aria-label="Loading reviews" className={styles.skeletonGrid}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <Skeleton height="2.75rem" width="60%" />
            <Skeleton height="1rem" width="40%" />
            <Skeleton height="6rem" />
          </div>
        ))}
      </div>
    </>
  );
}

function Empty({ headingId }: { headingId: string }) {
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        Guest Reviews
      </h2>
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No reviews yet</p>
        <p className={styles.emptyText}>Be the first to share your experience!</p>
      </div>
    </>
  );
}

function Populated({ headingId, reviews, summary, highlights }: { headingId: string; highlights: readonly string[] } & Omit<ReviewsViewProps, 'isLoading'>) {
  const [allOpen, setAllOpen] = useState(false);
  const featured = useMemo(() => featuredForCarousel(reviews), [reviews]);
  return (
    <>
      <ReviewsSummary summary={summary} headingId={headingId} />
      {featured.length > 0 && <FeaturedCarousel reviews={featured} />}
      <div className={styles.seeAll}>
        <Button tone="primary" size="lg" onPress={() => setAllOpen(true)}>
          See All Reviews ({reviews.length})
        </Button>
      </div>
      <GuestHighlights highlights={highlights} />
      <AllReviewsDialog reviews={reviews} isOpen={allOpen} onOpenChange={setAllOpen} />
    </>
  );
}
