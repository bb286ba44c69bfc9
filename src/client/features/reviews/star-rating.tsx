import * as styles from './review-card.css';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z';

/** Five drawn stars with one accessible name, e.g. "4 out of 5 stars". */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={styles.stars}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} className={star <= rating ? styles.starFilled : styles.starEmpty} />
        </svg>
      ))}
    </span>
  );
}

/** One decorative star, beside a number that says the rating in words. */
export function StarIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} className={styles.starFilled} />
    </svg>
  );
}
