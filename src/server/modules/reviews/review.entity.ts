import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { REVIEW_SOURCES } from '../../../shared/reviews/reviews.schemas';

const p = defineEntity.properties;

export const ReviewEntity = defineEntity({
  name: 'Review',
  tableName: 'review',
  properties: {
    id: p.integer().primary().autoincrement(),
    guestName: p.string().length(120),
    location: p.string().length(120).nullable(),
    rating: p.smallint(),
    reviewDate: p.date(),
    stayStartDate: p.date().nullable(),
    stayEndDate: p.date().nullable(),
    tripType: p.string().length(40).nullable(),
    reviewText: p.text(),
    wouldRecommend: p.boolean(),
    isFeatured: p.boolean(),
    verifiedGuest: p.boolean(),
    reviewerAvatarUrl: p.text().nullable(),
    source: p.enum([...REVIEW_SOURCES]),
    /** Unpublished reviews stay in the admin area and are never sent to guests. */
    isPublished: p.boolean().default(true),
    /** The host's public answer, shown under the review on the site. */
    hostResponse: p.text().nullable(),
    hostResponseAt: p.datetime().nullable(),
    /** Imported reviews only: a hash of the review's content, unique, so a file imported twice adds nothing twice. */
    importKey: p.string().length(64).nullable().unique(),
    /** A verified guest's review: the stay it is about, unique, so one stay has one review and its link works once. */
    bookingId: p.uuid().nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'review_rating_range', expression: '(rating >= 1) AND (rating <= 5)' }],
});

export type ReviewRow = InferEntity<typeof ReviewEntity>;
