import { z } from 'zod';

/** A feed that has not synced for this long is flagged to the owner. */
export const FEED_STALE_AFTER_MS = 3 * 60 * 60_000;

export const addFeedInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name is too long (60 characters at most)'),
  url: z
    .string({ error: 'Calendar address is required' })
    .trim()
    .min(1, 'Calendar address is required')
    .max(2000, 'Calendar address is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter an address starting with https:// or http://' })),
});
export type AddFeedInput = z.input<typeof addFeedInputSchema>;

/** REST passes ids as path strings, tRPC as numbers: both are accepted. */
export const feedIdInputSchema = z.object({
  id: z.coerce.number({ error: 'Unknown calendar' }).int('Unknown calendar').positive('Unknown calendar'),
});
export type FeedIdInput = z.input<typeof feedIdInputSchema>;

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
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const syncResultSchema = z.object({
  ok: z.boolean(),
  /** Events now blocking nights (0 when the sync failed and the old blocks stay). */
  imported: z.number().int(),
  /** Events left out: cancelled, already over, without nights, or unreadable. */
  skipped: z.number().int(),
  feed: calendarFeedSchema,
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const exportUrlSchema = z.object({
  /** Path of the iCal feed for Airbnb, VRBO and Booking.com; the token in it is the only secret. */
  path: z.string(),
});
export type ExportUrl = z.infer<typeof exportUrlSchema>;
