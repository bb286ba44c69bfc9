import { Label, Meter } from 'react-aria-components';
import type { ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { starPercentages } from '../../../shared/reviews/reviews.rules';
import { VisuallyHidden } from '../../ui/feedback';
import { StarIcon } from './star-rating';
import * as styles from './reviews.css';

/** The section heading with average, count and badge, and one bar per star level. */
export function ReviewsSummary({ summary, headingId }: { summary: ReviewSummary; headingId: string }) {
  const count = summary.totalReviews;
  return (
    <div className={styles.summary}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          Guest Reviews
        </h2>
        <p className={styles.stats}>
          <StarIcon />
          <span className={styles.average}>
            {summary.averageRating.toFixed(1)}
            <VisuallyHidden> average rating</VisuallyHidden>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {count} {count === 1 ? 'review' : 'reviews'}
          </span>
          <span className={styles.badge}>Superhost</span>
        </p>
      </div>
      <ul className={styles.bars} aria-label="Rating breakdown">
        {starPercentages(summary).map((bar) => (
          <li key={bar.stars}>
            <Meter value={bar.percent} className={styles.bar}>
              {({ percentage, valueText }) => (
                <>
                  <Label className={styles.barLabel}>{`${bar.stars} ${bar.stars === 1 ? 'star' : 'stars'}`}</Label>
                  <span className={styles.barTrack}>
                    <span className={styles.barFill} style={{ width: `${percentage}%` }} />
                  </span>
                  <span className={styles.barValue}>{valueText}</span>
                </>
              )}
            </Meter>
          </li>
        ))}
      </ul>
    </div>
  );
}
