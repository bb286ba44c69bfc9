import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { FeedOverlap, IgnoredEvent } from '../../../shared/calendar-sync/calendar-sync.schemas';

const p = defineEntity.properties;

/**
 * Another site's calendar (Airbnb, VRBO, Booking.com) imported by URL. Its
 * events become calendar_block rows with source 'feed:<id>'; an integer id
 * keeps that source within the column's 40 characters.
 */
export const CalendarFeedEntity = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(60),
    url: p.string().length(2000).unique(),
    lastAttemptAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** Events of the last good sync left out as too long, and the first few of them, for the owner. */
    ignoredEventCount: p.integer().default(0),
    ignoredEvents: p.json<IgnoredEvent[]>().default([]),
    /** Our stays the last good sync found on nights this feed also sold (docs/decisions/002). */
    overlaps: p.json<FeedOverlap[]>().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CalendarFeedRow = InferEntity<typeof CalendarFeedEntity>;

/** The calendar_block source of a feed's events. */
export function feedSource(feedId: number): string {
  return `feed:${feedId}`;
}
