import { format } from 'date-fns';
import { parseIsoDate } from '../lib/dates';
import type { PublicReview, ReviewSummary } from './reviews.schemas';

/** Average to one decimal, from how many published reviews give each star (the server counts them in SQL, whatever the years hold). */
export function summarizeRatingCounts(reviewCounts: ReviewSummary['reviewCounts']): ReviewSummary {
  const stars = [1, 2, 3, 4, 5] as const;
  const totalReviews = stars.reduce((total, star) => total + reviewCounts[star], 0);
  const sum = stars.reduce((total, star) => total + star * reviewCounts[star], 0);
  const averageRating = totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 10) / 10;
  return { averageRating, totalReviews, reviewCounts: { ...reviewCounts } };
}

/** Spec §8: what the summary shows when its call fails. */
export const REVIEW_SUMMARY_FALLBACK: ReviewSummary = {
  averageRating: 4.8,
  totalReviews: 0,
  reviewCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
};

/** How each source is named on the site and in the admin (the import reads these spellings too). */
export const REVIEW_SOURCE_LABELS: Record<PublicReview['source'], string> = {
  direct: 'Direct',
  airbnb: 'Airbnb',
  vrbo: 'VRBO',
  booking: 'Booking.com',
};

export const REVIEWS_PAGE_SIZE = 6;
export const CAROUSEL_MAX_REVIEWS = 9;
export const VERIFIED_BADGE_MIN_SCORE = 70;

const DAY_MS = 86_400_000;

// yyyy-MM-dd is a calendar date: read it in UTC so no zone can move it a day.
function toMs(value: string | null): number | null {
  if (!value) return null;
  const parts = parseIsoDate(value);
  if (parts) return Date.UTC(parts.year, parts.month - 1, parts.day);
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Days between the stay dates, rounded up; null when either is missing or unreadable. */
export function stayNights(start: string | null, end: string | null): number | null {
  const from = toMs(start);
  const to = toMs(end);
  if (from === null || to === null || to < from) return null;
  return Math.ceil((to - from) / DAY_MS);
}

/** Spec §9's trust score: verified 30, text 25, 3+ nights 15, five stars 20, recommends 10, Airbnb 10. */
export function trustScore(review: PublicReview): number {
  let score = 0;
  if (review.verified_guest) score += 30;
  if (review.review_text.trim().length > 0) score += 25;
  const nights = stayNights(review.stay_start_date, review.stay_end_date);
  if (nights !== null && nights >= 3) score += 15;
  if (review.rating === 5) score += 20;
  if (review.would_recommend) score += 10;
  if (review.source === 'airbnb') score += 10;
  return score;
}

export function isVerifiedBadge(review: PublicReview): boolean {
  return trustScore(review) >= VERIFIED_BADGE_MIN_SCORE;
}

/** 'March 2024' from '2024-03-21', read as a calendar date so the viewer's zone never shifts the month. */
export function formatReviewMonth(reviewDate: string): string {
  const parts = parseIsoDate(reviewDate.slice(0, 10));
  if (!parts) return reviewDate;
  return format(new Date(parts.year, parts.month - 1, parts.day), 'MMMM yyyy');
}

function newestFirst(a: PublicReview, b: PublicReview): number {
  if (a.review_date !== b.review_date) return a.review_date < b.review_date ? 1 : -1;
  return b.id - a.id;
}

/** Featured first, then the higher trust score, then the newest. */
export function sortForDisplay(reviews: readonly PublicReview[]): PublicReview[] {
  return [...reviews].sort(
    (a, b) => Number(b.is_featured) - Number(a.is_featured) || trustScore(b) - trustScore(a) || newestFirst(a, b),
  );
}

export const REVIEW_SORTS = ['recent', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export function sortReviews(reviews: readonly PublicReview[], sort: ReviewSort): PublicReview[] {
  const copy = [...reviews];
  switch (sort) {
    case 'recent':
      return copy.sort(newestFirst);
    case 'oldest':
      return copy.sort((a, b) => newestFirst(b, a));
    case 'highest':
      return copy.sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    case 'lowest':
      return copy.sort((a, b) => a.rating - b.rating || newestFirst(a, b));
  }
}

export type StarFilter = 'all' | 1 | 2 | 3 | 4 | 5;

export interface ReviewFilter {
  search: string;
  stars: StarFilter;
}

/** Spec §5: case-insensitive match on guest name, text or location; stars 'all' or exactly one level. */
export function filterReviews(reviews: readonly PublicReview[], { search, stars }: ReviewFilter): PublicReview[] {
  const needle = search.trim().toLowerCase();
  return reviews.filter((review) => {
    if (stars !== 'all' && review.rating !== stars) return false;
    if (!needle) return true;
    return [review.guest_name, review.review_text, review.location ?? ''].some((field) => field.toLowerCase().includes(needle));
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/** One page of items; the page number is clamped, and an empty list still has page 1 of 1. */
export function paginate<T>(items: readonly T[], page: number, pageSize = REVIEWS_PAGE_SIZE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages };
}

export interface StarBar {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  percent: number;
}

/** The 5-to-1 bars: each level's share of all reviews, as a whole percentage. */
export function starPercentages(summary: ReviewSummary): StarBar[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = summary.reviewCounts[stars];
    const percent = summary.totalReviews > 0 ? Math.round((count / summary.totalReviews) * 100) : 0;
    return { stars, count, percent };
  });
}

/** The carousel's slides: featured reviews only, in display order, at most nine. */
export function featuredForCarousel(reviews: readonly PublicReview[]): PublicReview[] {
  return sortForDisplay(reviews.filter((review) => review.is_featured)).slice(0, CAROUSEL_MAX_REVIEWS);
}
