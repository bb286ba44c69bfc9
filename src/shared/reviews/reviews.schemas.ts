import { z } from 'zod';

/** Where a review was written: on this site or imported from a listing (decision 046). */
export const REVIEW_SOURCES = ['direct', 'airbnb', 'vrbo', 'booking'] as const;

export const publicReviewSchema = z.object({
  id: z.number().int(),
  guest_name: z.string(),
  location: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  review_date: z.string(),
  stay_start_date: z.string().nullable(),
  stay_end_date: z.string().nullable(),
  trip_type: z.string().nullable(),
  review_text: z.string(),
  would_recommend: z.boolean(),
  is_featured: z.boolean(),
  verified_guest: z.boolean(),
  reviewer_avatar_url: z.string().nullable(),
  source: z.enum(REVIEW_SOURCES),
  /** The host's public answer, shown under the review; null when there is none. */
  host_response: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  reviewCounts: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
