import { VisuallyHidden } from '../../ui/feedback';
import * as styles from './booking-widget.css';

/** The property's rating and review count, or 'Not yet rated' before the first review. */
export function RatingLine({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null || reviewCount <= 0) return <p className={styles.rating}>Not yet rated</p>;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.star}>
        ★{' '}
      </span>
      <VisuallyHidden>Rated </VisuallyHidden>
      {rating.toFixed(1)} · {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
    </p>
  );
}
