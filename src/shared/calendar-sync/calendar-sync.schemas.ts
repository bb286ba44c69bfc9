import { z } from 'zod';
import { rowIdSchema } from '../lib/number.schema';
import { lineText } from '../lib/text.schema';
import { urlHasInternalHost } from './feed-address.rules';

/** A feed that has not synced for this long is flagged to the owner. */
export const FEED_STALE_AFTER_MS = 3 * 60 * 60_000;

export const FEED_INTERNAL_HOST_MESSAGE = 'This address points to a private network. Use the public calendar link from Airbnb, VRBO or Booking.com.';

export const addFeedInputSchema = z.object({
  name: lineText({ error: 'Name is required' })
    .min(1, 'Name is required')
    .max(60, 'Name is too long (60 characters at most)'),
  url: lineText({ error: 'Calendar address is required' })
    .min(1, 'Calendar address is required')
    .max(2000, 'Calendar address is too long')
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'Enter an address starting with https:// or http://' })
        .refine((url) => !urlHasInternalHost(url), FEED_INTERNAL_HOST_MESSAGE),
    ),
});

/** REST passes ids as path strings, tRPC as numbers: both are accepted. */
export const feedIdInputSchema = z.object({
  id: rowIdSchema('Unknown calendar'),
});

export const ignoredEventSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type IgnoredEvent = z.infer<typeof ignoredEventSchema>;

/** One of our stays on nights a feed also sold: both sites sold them, the owner must settle it. */
const feedOverlapSchema = z.object({ reference: z.string(), start: z.string(), end: z.string() });
export type FeedOverlap = z.infer<typeof feedOverlapSchema>;

export const calendarFeedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Why the last attempt failed; null once a sync succeeds. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Events of this feed currently blocking nights here. */
  eventCount: z.number().int(),
  /** No successful sync for FEED_STALE_AFTER_MS: the owner should look. */
  stale: z.boolean(),
  /**
   * Events of the last good sync left out because they were longer than
   * BOOKING_LIMIT_DEFAULTS.maxImportedEventNights (a broken or hostile
   * export could otherwise close the house for a century), and the first few of them.
   */
  ignoredEventCount: z.number().int(),
  ignoredEvents: z.array(ignoredEventSchema),
  /**
   * Our live stays on nights this feed also sold, as its last good sync found
   * them (an import never fails over them; docs/decisions/002). Only stays
   * that still hold their nights are listed.
   */
  overlaps: z.array(feedOverlapSchema),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const syncResultSchema = z.object({
  ok: z.boolean(),
  /** Events now blocking nights (0 when the sync failed and the old blocks stay). */
  imported: z.number().int(),
  /** Events left out: cancelled, already over, without nights, unreadable, or beyond the booking horizon. */
  skipped: z.number().int(),
  /** Events left out as longer than BOOKING_LIMIT_DEFAULTS.maxImportedEventNights (see the feed's ignoredEvents). */
  ignored: z.number().int(),
  feed: calendarFeedSchema,
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const exportUrlSchema = z.object({
  /** Path of the iCal feed for Airbnb, VRBO and Booking.com; the token in it is the only secret. */
  path: z.string(),
});
export type ExportUrl = z.infer<typeof exportUrlSchema>;
