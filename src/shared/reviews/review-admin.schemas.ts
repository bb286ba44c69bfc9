import { z } from 'zod';
import { isoDateSchema } from '../lib/iso-date.schema';
import { lineText, multilineText } from '../lib/text.schema';
import { publicReviewSchema, REVIEW_SOURCES } from './reviews.schemas';

const REVIEW_TEXT_MAX = 5000;
const HOST_RESPONSE_MAX = 3000;

// An optional value is null or '' (a form's empty field) on the way in, and null once read.
const optionalDate = z.union([z.literal(''), isoDateSchema]).nullable().transform((value) => (value === '' ? null : value));
const optionalLine = (max: number, what: string) =>
  lineText()
    .max(max, `Keep the ${what} to ${max} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value));
const hostResponse = multilineText()
  .max(HOST_RESPONSE_MAX, `Keep the response to ${HOST_RESPONSE_MAX} characters`)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/**
 * A review as the owner types it (Reviews → Add or Edit): every field of spec section 3's public review, where
 * it came from, whether it is published and the host's public response. Empty optional text is no value.
 */
export const reviewInputSchema = z
  .object({
    guest_name: lineText().min(1, 'Give the guest’s name as it should be shown').max(120, 'Keep the name to 120 characters'),
    location: optionalLine(120, 'location'),
    rating: z.number({ error: 'Give the rating from 1 to 5' }).int('Give the rating from 1 to 5').min(1, 'Give the rating from 1 to 5').max(5, 'Give the rating from 1 to 5'),
    review_date: isoDateSchema,
    stay_start_date: optionalDate,
    stay_end_date: optionalDate,
    trip_type: optionalLine(40, 'trip type'),
    review_text: multilineText().min(1, 'Give the review’s text').max(REVIEW_TEXT_MAX, `Keep the review to ${REVIEW_TEXT_MAX} characters`),
    would_recommend: z.boolean({ error: 'Say whether the guest recommends the house' }),
    is_featured: z.boolean({ error: 'Say whether the review is featured' }),
    verified_guest: z.boolean({ error: 'Say whether the guest is verified' }),
    reviewer_avatar_url: z
      .union([z.literal(''), z.url({ protocol: /^https$/, error: 'Give an https:// address of the picture, or leave it empty' }).max(2000, 'Keep the address to 2000 characters')])
      .nullable()
      .transform((value) => (value === '' ? null : value)),
    source: z.enum(REVIEW_SOURCES, { error: 'Choose where the review was written' }),
    is_published: z.boolean({ error: 'Say whether the review is published' }),
    host_response: hostResponse,
  })
  .superRefine((review, context) => {
    if ((review.stay_start_date === null) !== (review.stay_end_date === null)) {
      context.addIssue({ code: 'custom', path: [review.stay_start_date === null ? 'stay_start_date' : 'stay_end_date'], message: 'Give both stay dates, or neither' });
    } else if (review.stay_start_date && review.stay_end_date && review.stay_end_date <= review.stay_start_date) {
      context.addIssue({ code: 'custom', path: ['stay_end_date'], message: 'The stay ends after it starts' });
    }
  });
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewIdSchema = z.object({ id: z.number().int().positive() });

/** The admin's view of one review: the public one, whether it is published, and whether it came from an import. */
export const adminReviewSchema = publicReviewSchema.extend({
  is_published: z.boolean(),
  imported: z.boolean(),
});
export type AdminReview = z.output<typeof adminReviewSchema>;

export const REVIEW_SORT_COLUMNS = ['review_date', 'rating', 'guest_name', 'source'] as const;
export type ReviewSortColumn = (typeof REVIEW_SORT_COLUMNS)[number];
export const ADMIN_REVIEWS_PAGE_SIZE = 50;

const yesNo = z.enum(['yes', 'no']).optional();

export const reviewListInputSchema = z.object({
  search: lineText().max(200).default(''),
  rating: z.number().int().min(1).max(5).optional(),
  source: z.enum(REVIEW_SOURCES).optional(),
  published: yesNo,
  featured: yesNo,
  verified: yesNo,
  hasResponse: yesNo,
  sort: z.object({ column: z.enum(REVIEW_SORT_COLUMNS), direction: z.enum(['asc', 'desc']) }).default({ column: 'review_date', direction: 'desc' }),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ReviewListInput = z.input<typeof reviewListInputSchema>;

export const reviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** Featured reviews, published or not: the carousel shows at most CAROUSEL_MAX_REVIEWS. */
  featuredCount: z.number().int(),
});
export type ReviewList = z.output<typeof reviewListSchema>;

export const setPublishedSchema = reviewIdSchema.extend({ published: z.boolean() });
export const setFeaturedSchema = reviewIdSchema.extend({ featured: z.boolean() });
export const saveResponseSchema = reviewIdSchema.extend({ host_response: hostResponse });
