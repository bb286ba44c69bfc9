import { useMemo, useRef, useState } from 'react';
import type { PublicReview } from '../../../shared/reviews/reviews.schemas';
import { filterReviews, paginate, sortReviews, type ReviewSort, type StarFilter } from '../../../shared/reviews/reviews.rules';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { SearchField } from '../../ui/search-field';
import { Select, type SelectOption } from '../../ui/select';
import { ReviewCard } from './review-card';
import * as styles from './review-dialogs.css';

const SORT_OPTIONS: readonly SelectOption<ReviewSort>[] = [
  { id: 'recent', label: 'Most recent' },
  { id: 'oldest', label: 'Oldest first' },
  { id: 'highest', label: 'Highest rated' },
  { id: 'lowest', label: 'Lowest rated' },
];

type StarKey = 'all' | '5' | '4' | '3' | '2' | '1';

const STAR_OPTIONS: readonly SelectOption<StarKey>[] = [
  { id: 'all', label: 'All ratings' },
  { id: '5', label: '5 stars' },
  { id: '4', label: '4 stars' },
  { id: '3', label: '3 stars' },
  { id: '2', label: '2 stars' },
  { id: '1', label: '1 star' },
];

function toStarFilter(key: StarKey): StarFilter {
  return key === 'all' ? 'all' : (Number(key) as StarFilter);
}

export interface AllReviewsDialogProps {
  reviews: PublicReview[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function AllReviewsDialog({ reviews, isOpen, onOpenChange }: AllReviewsDialogProps) {
  return (
    <AppDialog title="All Reviews" size="wide" isOpen={isOpen} onOpenChange={onOpenChange}>
      <ReviewBrowser reviews={reviews} />
    </AppDialog>
  );
}

/** Search, sort, star filter and pages of six; any change to the first three goes back to page 1. */
function ReviewBrowser({ reviews }: { reviews: PublicReview[] }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [stars, setStars] = useState<StarKey>('all');
  const [page, setPage] = useState(1);
  const pagerRef = useRef<HTMLElement>(null);

  const matching = useMemo(() => sortReviews(filterReviews(reviews, { search, stars: toStarFilter(stars) }), sort), [reviews, search, sort, stars]);
  const current = paginate(matching, page);

  // A button that turns disabled under the keyboard would drop focus to the page: hand it to the other one.
  const goTo = (target: number) => {
    setPage(target);
    const [previous, next] = pagerRef.current?.querySelectorAll('button') ?? [];
    if (target <= 1) next?.focus();
    else if (target >= current.totalPages) previous?.focus();
  };

  return (
    <div className={styles.browser}>
      <div className={styles.toolbar}>
        <SearchField
          label="Search reviews"
          placeholder="Search reviews..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          autoFocus
          className={styles.search}
        />
        <Select
          label="Sort by"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
        />
        <Select
          label="Filter by rating"
          options={STAR_OPTIONS}
          value={stars}
          onChange={(value) => {
            setStars(value);
            setPage(1);
          }}
        />
      </div>
      <p role="status" className={styles.resultCount}>
        {matching.length} {matching.length === 1 ? 'review' : 'reviews'} found
      </p>
      {current.items.length > 0 ? (
        <ul className={styles.list} aria-label="Reviews">
          {current.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noMatch}>No reviews match your search.</p>
      )}
      <nav ref={pagerRef} aria-label="Review pages" className={styles.pager}>
        <Button tone="secondary" isDisabled={current.page <= 1} onPress={() => goTo(current.page - 1)}>
          Previous
        </Button>
        <p className={styles.pageStatus} aria-live="polite" aria-atomic="true">
          Page {current.page} of {current.totalPages}
        </p>
        <Button tone="secondary" isDisabled={current.page >= current.totalPages} onPress={() => goTo(current.page + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}
