import { describe, expect, it } from 'vitest';
import type { PublicReview, ReviewSummary } from './reviews.schemas';
import {
  featuredForCarousel,
  filterReviews,
  formatReviewMonth,
  isVerifiedBadge,
  paginate,
  REVIEW_SUMMARY_FALLBACK,
  sortForDisplay,
  sortReviews,
  starPercentages,
  stayNights,
  trustScore,
  type ReviewSort,
  type StarFilter,
} from './reviews.rules';

// Scores nothing: every trust-score rule adds to this blank review.
function review(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 1,
    guest_name: 'Guest',
    location: null,
    rating: 4,
    review_date: '2024-06-01',
    stay_start_date: null,
    stay_end_date: null,
    trip_type: null,
    review_text: '',
    would_recommend: false,
    is_featured: false,
    verified_guest: false,
    reviewer_avatar_url: null,
    source: 'direct',
    host_response: null,
    ...overrides,
  };
}

const ids = (reviews: PublicReview[]) => reviews.map((r) => r.id);

describe('stayNights', () => {
  it.each([
    ['2024-03-09', '2024-03-13', 4],
    ['2024-03-09', '2024-03-10', 1],
    ['2024-03-09', '2024-03-09', 0],
    // Across the end of a month and a leap day.
    ['2024-02-27', '2024-03-02', 4],
    // A time of day on the check-out counts as a started night.
    ['2024-03-09', '2024-03-11T10:00:00Z', 3],
    [null, '2024-03-13', null],
    ['2024-03-09', null, null],
    ['not a date', '2024-03-13', null],
    ['2024-03-13', '2024-03-09', null],
  ])('%s to %s is %s', (start, end, nights) => {
    expect(stayNights(start, end)).toBe(nights);
  });
});

describe('trustScore (spec §9)', () => {
  it.each<[string, Partial<PublicReview>, number]>([
    ['nothing', {}, 0],
    ['verified guest', { verified_guest: true }, 30],
    ['has text', { review_text: 'Lovely' }, 25],
    ['blank text does not count', { review_text: '   ' }, 0],
    ['3-night stay', { stay_start_date: '2024-05-01', stay_end_date: '2024-05-04' }, 15],
    ['2-night stay', { stay_start_date: '2024-05-01', stay_end_date: '2024-05-03' }, 0],
    ['five stars', { rating: 5 }, 20],
    ['would recommend', { would_recommend: true }, 10],
    ['Airbnb source', { source: 'airbnb' }, 10],
    ['VRBO source', { source: 'vrbo' }, 0],
    [
      'everything',
      {
        verified_guest: true,
        review_text: 'Lovely',
        stay_start_date: '2024-05-01',
        stay_end_date: '2024-05-08',
        rating: 5,
        would_recommend: true,
        source: 'airbnb',
      },
      110,
    ],
  ])('%s scores %i', (_, overrides, score) => {
    expect(trustScore(review(overrides))).toBe(score);
  });
});

describe('isVerifiedBadge', () => {
  it.each<[Partial<PublicReview>, boolean]>([
    // 30 + 25 + 10 = 65
    [{ verified_guest: true, review_text: 'Nice', would_recommend: true }, false],
    // 30 + 25 + 15 = 70: exactly the threshold
    [{ verified_guest: true, review_text: 'Nice', stay_start_date: '2024-05-01', stay_end_date: '2024-05-04' }, true],
    // 25 + 20 + 10 + 10 = 65 without the verified stay
    [{ review_text: 'Nice', rating: 5, would_recommend: true, source: 'airbnb' }, false],
    [{ verified_guest: true, review_text: 'Nice', rating: 5 }, true],
  ])('%o -> %s', (overrides, badge) => {
    expect(isVerifiedBadge(review(overrides))).toBe(badge);
  });
});

describe('formatReviewMonth', () => {
  it.each([
    ['2024-03-21', 'March 2024'],
    // The first and last days stay in their month whatever the viewer's zone (tests run in Asia/Tokyo).
    ['2024-03-01', 'March 2024'],
    ['2023-12-31', 'December 2023'],
    ['2025-01-01T00:00:00Z', 'January 2025'],
    ['soon', 'soon'],
  ])('%s -> %s', (input, expected) => {
    expect(formatReviewMonth(input)).toBe(expected);
  });
});

describe('sortForDisplay', () => {
  it('puts featured first, then the higher trust score, then the newest', () => {
    const reviews = [
      review({ id: 1, review_date: '2024-01-01' }),
      review({ id: 2, review_date: '2024-05-01', verified_guest: true }),
      review({ id: 3, review_date: '2023-01-01', is_featured: true }),
      review({ id: 4, review_date: '2024-06-01', verified_guest: true }),
      review({ id: 5, review_date: '2024-06-01', is_featured: true, rating: 5 }),
    ];
    expect(ids(sortForDisplay(reviews))).toEqual([5, 3, 4, 2, 1]);
  });

  it('does not reorder its input', () => {
    const reviews = [review({ id: 1 }), review({ id: 2, is_featured: true })];
    sortForDisplay(reviews);
    expect(ids(reviews)).toEqual([1, 2]);
  });
});

describe('sortReviews', () => {
  const reviews = [
    review({ id: 1, review_date: '2024-02-01', rating: 3 }),
    review({ id: 2, review_date: '2024-04-01', rating: 5 }),
    review({ id: 3, review_date: '2024-03-01', rating: 1 }),
    review({ id: 4, review_date: '2024-01-01', rating: 5 }),
  ];
  it.each<[ReviewSort, number[]]>([
    ['recent', [2, 3, 1, 4]],
    ['oldest', [4, 1, 3, 2]],
    // Ties on rating fall back to the newest.
    ['highest', [2, 4, 1, 3]],
    ['lowest', [3, 1, 2, 4]],
  ])('%s -> %o', (sort, expected) => {
    expect(ids(sortReviews(reviews, sort))).toEqual(expected);
    expect(ids(reviews)).toEqual([1, 2, 3, 4]);
  });
});

describe('filterReviews (spec §5)', () => {
  const reviews = [
    review({ id: 1, guest_name: 'Keiko T.', location: 'Seattle, WA', review_text: 'Pink sunrise over the bay', rating: 5 }),
    review({ id: 2, guest_name: 'Marcus L.', location: 'Denver, CO', review_text: 'Kids loved the KAYAKS', rating: 4 }),
    review({ id: 3, guest_name: 'Dana', location: null, review_text: 'Rain most days', rating: 3 }),
  ];
  it.each<[string, StarFilter, number[]]>([
    ['', 'all', [1, 2, 3]],
    ['   ', 'all', [1, 2, 3]],
    ['keiko', 'all', [1]],
    ['kayaks', 'all', [2]],
    ['Kayaks', 'all', [2]],
    ['denver', 'all', [2]],
    ['  seattle ', 'all', [1]],
    ['the', 'all', [1, 2]],
    ['the', 4, [2]],
    ['', 3, [3]],
    ['', 2, []],
    ['snorkel', 'all', []],
  ])('search %j with stars %s -> %o', (search, stars, expected) => {
    expect(ids(filterReviews(reviews, { search, stars }))).toEqual(expected);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 44 }, (_, index) => index + 1);
  it.each<[number, number[], number, number]>([
    [1, [1, 2, 3, 4, 5, 6], 1, 8],
    [2, [7, 8, 9, 10, 11, 12], 2, 8],
    [8, [43, 44], 8, 8],
    // Out of range pages are clamped.
    [9, [43, 44], 8, 8],
    [0, [1, 2, 3, 4, 5, 6], 1, 8],
  ])('page %i', (page, expected, current, totalPages) => {
    expect(paginate(items, page)).toEqual({ items: expected, page: current, totalPages });
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('takes another page size', () => {
    expect(paginate(items, 2, 20)).toEqual({ items: items.slice(20, 40), page: 2, totalPages: 3 });
  });
});

describe('starPercentages', () => {
  it('gives each level its whole-percent share, 5 to 1', () => {
    const summary: ReviewSummary = { averageRating: 4.6, totalReviews: 44, reviewCounts: { 1: 0, 2: 1, 3: 3, 4: 8, 5: 32 } };
    expect(starPercentages(summary)).toEqual([
      { stars: 5, count: 32, percent: 73 },
      { stars: 4, count: 8, percent: 18 },
      { stars: 3, count: 3, percent: 7 },
      { stars: 2, count: 1, percent: 2 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('shows 0% everywhere for the fallback summary', () => {
    expect(starPercentages(REVIEW_SUMMARY_FALLBACK).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
    expect(REVIEW_SUMMARY_FALLBACK.averageRating).toBe(4.8);
    expect(REVIEW_SUMMARY_FALLBACK.totalReviews).toBe(0);
  });
});

describe('featuredForCarousel', () => {
  it('keeps featured reviews only, in display order', () => {
    const reviews = [
      review({ id: 1, is_featured: true }),
      review({ id: 2 }),
      review({ id: 3, is_featured: true, verified_guest: true }),
    ];
    expect(ids(featuredForCarousel(reviews))).toEqual([3, 1]);
  });

  it('takes at most nine', () => {
    const reviews = Array.from({ length: 12 }, (_, index) => review({ id: index + 1, is_featured: true, review_date: `2024-01-${String(index + 10)}` }));
    expect(ids(featuredForCarousel(reviews))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('is empty when nothing is featured', () => {
    expect(featuredForCarousel([review()])).toEqual([]);
  });
});
