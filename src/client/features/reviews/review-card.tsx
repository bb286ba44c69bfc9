import type { ReactNode } from 'react';
import type { PublicReview } from '../../../shared/reviews/reviews.schemas';
import { formatReviewMonth, isVerifiedBadge, REVIEW_SOURCE_LABELS, stayNights } from '../../../shared/reviews/reviews.rules';
import { StarRating } from './star-rating';
import * as styles from './review-card.css';

export interface ReviewCardProps {
  review: PublicReview;
  /** Cut the text to a few lines (carousel); the details dialog shows it whole. */
  clamp?: boolean;
  /** An action placed last in the card, e.g. the carousel's "Read full review". */
  children?: ReactNode;
}

function stayLine(review: PublicReview): string {
  const nights = stayNights(review.stay_start_date, review.stay_end_date);
  const parts = [nights === null ? null : `${nights} ${nights === 1 ? 'night' : 'nights'}`, review.trip_type];
  return parts.filter(Boolean).join(' · ');
}

export function ReviewCard({ review, clamp = false, children }: ReviewCardProps) {
  const stay = stayLine(review);
  return (
    <article className={styles.card} aria-label={`Review by ${review.guest_name}`}>
      <div className={styles.header}>
        {review.reviewer_avatar_url ? (
          <img className={styles.avatar} src={review.reviewer_avatar_url} alt="" width={44} height={44} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {review.guest_name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.who}>
          <p className={styles.name}>{review.guest_name}</p>
          {review.location && <p className={styles.meta}>{review.location}</p>}
        </div>
        {isVerifiedBadge(review) && (
          <span className={styles.verified}>
            <span aria-hidden="true">✓ </span>Verified
          </span>
        )}
      </div>
      <div className={styles.ratingRow}>
        <StarRating rating={review.rating} />
        <p className={styles.meta}>
          <time dateTime={review.review_date}>{formatReviewMonth(review.review_date)}</time>
          {review.source !== 'direct' && <span className={styles.source}>{` · on ${REVIEW_SOURCE_LABELS[review.source]}`}</span>}
        </p>
      </div>
      <p className={clamp ? `${styles.text} ${styles.clamped}` : styles.text}>{review.review_text}</p>
      {stay && <p className={styles.meta}>{stay}</p>}
      {review.host_response && (
        <div className={styles.response}>
          <p className={styles.responseTitle}>Response from the host</p>
          <p className={clamp ? `${styles.text} ${styles.clampedResponse}` : styles.text}>{review.host_response}</p>
        </div>
      )}
      {children}
    </article>
  );
}
