import { FEED_STALE_AFTER_MS } from '../../../shared/calendar-sync/calendar-sync.schemas';

/**
 * A feed is stale when its last good sync (or, if it never had one, its
 * creation) lies more than FEED_STALE_AFTER_MS back: the owner is flagged,
 * since the house may be bookable on nights another site has sold.
 */
export function isFeedStale(feed: { lastSuccessAt: Date | null; createdAt: Date }, now: Date): boolean {
  const since = feed.lastSuccessAt ?? feed.createdAt;
  return now.getTime() - since.getTime() > FEED_STALE_AFTER_MS;
}
