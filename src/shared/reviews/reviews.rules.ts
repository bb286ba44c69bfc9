import type { ReviewSummary } from './reviews.schemas';

/** Average to one decimal and counts per star, from the published ratings. */
export function summarizeRatings(ratings: readonly number[]): ReviewSummary {
  const reviewCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  for (const rating of ratings) {
    if (rating >= 1 && rating <= 5 && Number.isInteger(rating)) {
      reviewCounts[rating as 1 | 2 | 3 | 4 | 5] += 1;
      sum += rating;
    }
  }
  const totalReviews = reviewCounts[1] + reviewCounts[2] + reviewCounts[3] + reviewCounts[4] + reviewCounts[5];
  const averageRating = totalReviews === 0 ? 0 : Math.round((sum / totalReviews) * 10) / 10;
  return { averageRating, totalReviews, reviewCounts };
}
