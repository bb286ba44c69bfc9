import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { summarizeRatingCounts } from '../../../shared/reviews/reviews.rules';
import { ReviewEntity, type ReviewRow } from './review.entity';

/** What guests may see of a review (never whether it was imported, nor the response's time). */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    guest_name: row.guestName,
    location: row.location ?? null,
    rating: row.rating,
    review_date: row.reviewDate,
    stay_start_date: row.stayStartDate ?? null,
    stay_end_date: row.stayEndDate ?? null,
    trip_type: row.tripType ?? null,
    review_text: row.reviewText,
    would_recommend: row.wouldRecommend,
    is_featured: row.isFeatured,
    verified_guest: row.verifiedGuest,
    reviewer_avatar_url: row.reviewerAvatarUrl ?? null,
    source: row.source,
    host_response: row.hostResponse ?? null,
  };
}

export async function listPublicReviews(em: EntityManager): Promise<PublicReview[]> {
  const rows = await em.find(ReviewEntity, { isPublished: true }, { orderBy: { reviewDate: 'desc', id: 'desc' } });
  return rows.map(toPublicReview);
}

/** Counted per star in SQL: ten years of reviews cost one row per star, not an entity per review. */
export async function reviewSummary(em: EntityManager): Promise<ReviewSummary> {
  const rows = await em.execute<{ rating: number; count: string }[]>(`select rating, count(*) as count from review where is_published group by rating`);
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) counts[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.count);
  return summarizeRatingCounts(counts);
}
