import type { PublicReview } from '../../../shared/reviews/reviews.schemas';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { ReviewCard } from './review-card';
import * as styles from './review-dialogs.css';

export interface ReviewDetailsDialogProps {
  reviews: PublicReview[];
  /** The open review, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** One review in full; Previous and Next walk the list and wrap at either end. */
export function ReviewDetailsDialog({ reviews, index, onIndexChange }: ReviewDetailsDialogProps) {
  const count = reviews.length;
  const review = index === null ? undefined : reviews[index];
  const go = (delta: number) => {
    if (index !== null && count > 0) onIndexChange((index + delta + count) % count);
  };
  return (
    <AppDialog title="Review Details" isOpen={review !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      {review && index !== null && (
        <div className={styles.details}>
          <ReviewCard review={review} />
          <div className={styles.pager}>
            <Button tone="secondary" onPress={() => go(-1)}>
              Previous
            </Button>
            <p className={styles.pageStatus} aria-live="polite" aria-atomic="true">
              {index + 1} of {count}
            </p>
            <Button tone="secondary" onPress={() => go(1)}>
              Next
            </Button>
          </div>
        </div>
      )}
    </AppDialog>
  );
}
