import { defineEntity } from '@mikro-orm/core';

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
    source: p.enum(['direct', 'airbnb', 'vrbo'] as const),
    /** Unpublished reviews stay in the admin area and are never sent to guests. */
    isPublished: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'review_rating_range', expression: '(rating >= 1) AND (rating <= 5)' }],
});
