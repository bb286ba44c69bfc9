import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { PublicReview } from '../../../shared/reviews/reviews.schemas';
import { Button } from '../../ui/button';
import { ReviewCard } from './review-card';
import { ReviewDetailsDialog } from './review-details-dialog';
import { useAutoScroll } from './use-auto-scroll';
import { useReducedMotion } from './use-reduced-motion';
import * as styles from './carousel.css';

/**
 * The featured reviews scrolling by on their own, in a loop. It stops while the
 * mouse is over it, while keyboard focus is inside, while a review is open and
 * when the visitor presses Pause (WCAG 2.2.2); with reduced motion it waits for Play.
 */
export function FeaturedCarousel({ reviews }: { reviews: PublicReview[] }) {
  const headingId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  useEffect(() => setPlaying(!reducedMotion), [reducedMotion]);

  useAutoScroll(viewportRef, { enabled: playing && !hovered && !focused && openIndex === null });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    // Show the whole focused card, focus ring included, not a sliver at the edge.
    (event.target as HTMLElement).closest('li')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div className={styles.block}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          Featured Reviews
        </h3>
        <Button tone="secondary" aria-label={playing ? 'Pause auto-scroll' : 'Play auto-scroll'} onPress={() => setPlaying((value) => !value)}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? 'Pause' : 'Play'}
        </Button>
      </div>
      <div
        ref={viewportRef}
        role="region"
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        className={styles.viewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <ul className={styles.track}>
          {reviews.map((review, index) => (
            <li key={review.id} className={styles.slide} data-slide="">
              <ReviewCard review={review} clamp>
                <Button tone="ghost" className={styles.open} aria-label={`Read full review from ${review.guest_name}`} onPress={() => setOpenIndex(index)}>
                  Read full review
                </Button>
              </ReviewCard>
            </li>
          ))}
          {/* The same slides again so the loop runs on without a gap; screen readers and the Tab key see only the first set. */}
          {reviews.map((review, index) => (
            // Pointer only: hidden from screen readers and the Tab key, which reach the same review in the first set.
            <li
              key={`repeat-${review.id}`}
              className={styles.slide}
              aria-hidden="true"
              onClick={() => setOpenIndex(index)}
              {...(index === 0 ? { 'data-loop-start': '' } : {})}
            >
              <div className={styles.repeat}>
                <ReviewCard review={review} clamp />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ReviewDetailsDialog reviews={reviews} index={openIndex} onIndexChange={setOpenIndex} />
    </div>
  );
}
