import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BOOKING_LIMIT_DEFAULTS, bookingHorizonEnd } from '../../../shared/booking/booking-window.rules';
import type { addFeedInputSchema, CalendarFeed, FeedOverlap, SyncResult } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import { log } from '../../logger';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { takeNightsLock } from '../availability/night-lock';
import { BookingEntity } from '../booking/booking.entity';
import { loadPricingSettings } from '../pricing/pricing-settings.service';
import { CalendarFeedEntity, feedSource, type CalendarFeedRow } from './calendar-feed.entity';
import { FEED_FETCH_ERRORS, FeedFetchError, fetchFeedText, type FetchLimits } from './feed-fetch';
import type { FeedNetwork } from './feed-network';
import { isFeedStale } from './feed-status.logic';
import { cleanText, FeedParseError, parseIcalFeed } from './ical-import.logic';
import { boundImportedEvents } from './import-bounds.logic';

/** First key of every advisory lock taken here, so feed ids never collide with other locks. */
const SYNC_LOCK_NAMESPACE = 5545;
const GONE = 'That calendar is no longer connected.';

/** Kept in the feed's row when its sync could not be stored; a fixed sentence like every other error. */
export const SYNC_STORE_ERROR = 'The calendar was read but could not be saved. It will be tried again.';
/** How many of the events ignored as too long are kept to show the owner. */
const IGNORED_EVENTS_SHOWN = 5;

export interface SyncOptions {
  now?: () => Date;
  limits?: FetchLimits;
  /**
   * Where feeds may be fetched from: public addresses only unless a test,
   * serving its feeds on 127.0.0.1, passes its own. Never from the environment.
   */
  network?: FeedNetwork;
}

export type SyncOutcome =
  | { status: 'synced'; imported: number; skipped: number; ignored: number }
  | { status: 'failed'; error: string }
  /** Another process (or request) is syncing this feed right now. */
  | { status: 'busy' }
  | { status: 'missing' }
  /** Shutdown aborted the fetch: nothing was recorded. */
  | { status: 'stopped' };

/**
 * Our live stays (confirmed, or held while the guest pays) on nights the feed
 * also sold: the other site took them after us. The import keeps them (it must
 * never fail because of them) and the owner is shown them to settle.
 */
async function staysOnFeedNights(tx: EntityManager, source: string): Promise<FeedOverlap[]> {
  return tx.execute<FeedOverlap[]>(
    `select distinct b.reference, b.check_in::text as start, b.check_out::text as "end"
       from booking b join calendar_block c
         on daterange(c.start_date, c.end_date, '[)') && daterange(b.check_in, b.check_out, '[)')
      where c.source = ? and b.status in ('hold', 'confirmed')
      order by start, b.reference`,
    [source],
  );
}

/** Overlaps found at the last sync whose stays still hold their nights (a cancelled one no longer needs the owner). */
async function liveOverlaps(em: EntityManager, rows: readonly CalendarFeedRow[]): Promise<Map<number, FeedOverlap[]>> {
  const references = [...new Set(rows.flatMap((row) => (row.overlaps ?? []).map((overlap) => overlap.reference)))];
  if (references.length === 0) return new Map();
  const live = new Set(
    (await em.find(BookingEntity, { reference: { $in: references }, status: { $in: ['hold', 'confirmed'] } }, { fields: ['reference'] })).map((row) => row.reference),
  );
  return new Map(rows.map((row) => [row.id, (row.overlaps ?? []).filter((overlap) => live.has(overlap.reference))]));
}

async function eventCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await em.execute<{ source: string; count: number }[]>(
    `select source, count(*)::int as count from calendar_block where source like 'feed:%' group by source`,
  );
  return new Map(rows.map((row) => [row.source, row.count]));
}

function toFeed(row: CalendarFeedRow, counts: Map<string, number>, now: Date, overlaps: Map<number, FeedOverlap[]>): CalendarFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError ?? null,
    createdAt: row.createdAt.toISOString(),
    eventCount: counts.get(feedSource(row.id)) ?? 0,
    stale: isFeedStale({ lastSuccessAt: row.lastSuccessAt ?? null, createdAt: row.createdAt }, now),
    ignoredEventCount: row.ignoredEventCount ?? 0,
    ignoredEvents: row.ignoredEvents ?? [],
    overlaps: overlaps.get(row.id) ?? [],
  };
}

export async function listFeeds(em: EntityManager, now = new Date()): Promise<CalendarFeed[]> {
  const [rows, counts] = await Promise.all([em.find(CalendarFeedEntity, {}, { orderBy: { id: 'asc' } }), eventCounts(em)]);
  const overlaps = await liveOverlaps(em, rows);
  return rows.map((row) => toFeed(row, counts, now, overlaps));
}

async function findFeed(em: EntityManager, id: number, now = new Date()): Promise<CalendarFeed | null> {
  const row = await em.findOne(CalendarFeedEntity, { id }, { refresh: true });
  return row ? toFeed(row, await eventCounts(em), now, await liveOverlaps(em, [row])) : null;
}

export async function addFeed(em: EntityManager, input: z.output<typeof addFeedInputSchema>): Promise<CalendarFeed> {
  const duplicate = new AppError('CONFLICT', 'That calendar is already connected.', { url: ['This calendar address is already connected'] });
  if (await em.count(CalendarFeedEntity, { url: input.url })) throw duplicate;
  const row = em.create(CalendarFeedEntity, { name: input.name, url: input.url, createdAt: new Date() });
  try {
    await em.flush();
  } catch (error) {
    // Two adds of one address at once: the unique constraint decides.
    if (error instanceof UniqueConstraintViolationException) throw duplicate;
    throw error;
  }
  return toFeed(row, new Map(), new Date(), new Map());
}

/** Disconnects a feed and frees every night it blocked; waits for a running sync of it to finish first. */
export async function removeFeed(em: EntityManager, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?, ?)', [SYNC_LOCK_NAMESPACE, id]);
    const row = await tx.findOne(CalendarFeedEntity, { id });
    if (!row) throw new AppError('NOT_FOUND', GONE);
    await tx.nativeDelete(CalendarBlockEntity, { source: feedSource(id) });
    tx.remove(row);
  });
}

/**
 * Fetches one feed and, only if it reads as a calendar, replaces its blocks
 * in one transaction. A failure records last_error and keeps the old blocks.
 * The advisory lock is transaction-scoped on purpose: a session lock taken
 * through a connection pool could be released on another connection.
 */
async function syncLocked(tx: EntityManager, feedId: number, options: SyncOptions, now: () => Date): Promise<SyncOutcome> {
  const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as locked', [SYNC_LOCK_NAMESPACE, feedId]);
  if (!lock?.locked) return { status: 'busy' };
  const feed = await tx.findOne(CalendarFeedEntity, { id: feedId });
  if (!feed) return { status: 'missing' };

  const today = todayAtProperty(now());
  let parsed;
  try {
    parsed = parseIcalFeed(await fetchFeedText(feed.url, options.limits, options.network), today);
  } catch (error) {
    if (options.limits?.signal?.aborted) return { status: 'stopped' };
    // Only our own fixed sentences are stored: anything else could quote the remote side.
    const message = error instanceof FeedFetchError || error instanceof FeedParseError ? error.message : FEED_FETCH_ERRORS.unreachable;
    feed.lastAttemptAt = now();
    feed.lastError = message;
    return { status: 'failed', error: message };
  }

  const settings = await loadPricingSettings(tx);
  const bounded = boundImportedEvents(parsed.events, {
    today,
    horizonEnd: bookingHorizonEnd(today, settings.bookingHorizonMonths),
    maxEventNights: BOOKING_LIMIT_DEFAULTS.maxImportedEventNights,
  });
  const source = feedSource(feedId);
  // Taken only now, after the fetch: guests' checkouts never wait on another site's server.
  await takeNightsLock(tx);
  await tx.nativeDelete(CalendarBlockEntity, { source });
  for (const event of bounded.events) {
    tx.create(CalendarBlockEntity, {
      startDate: event.startDate,
      endDate: event.endDate,
      source,
      // The block has no uid column: the note keeps it, for tracing a night back to its event.
      note: cleanText(`${feed.name}: ${event.summary || 'Blocked'} (uid ${event.uid})`, 600),
      createdAt: new Date(),
    });
  }
  await tx.flush();
  // Under the lock no stay can take an imported night any more; these came first (docs/decisions/002).
  feed.overlaps = await staysOnFeedNights(tx, source);
  const doneAt = now();
  feed.lastAttemptAt = doneAt;
  feed.lastSuccessAt = doneAt;
  feed.lastError = null;
  feed.ignoredEventCount = bounded.ignored.length;
  feed.ignoredEvents = bounded.ignored.slice(0, IGNORED_EVENTS_SHOWN);
  return { status: 'synced', imported: bounded.events.length, skipped: parsed.skipped + bounded.beyondHorizon, ignored: bounded.ignored.length };
}

/**
 * Syncs one feed; never throws. Whatever fails (the feed, or the database
 * refusing what came of it), the failure is recorded on the feed with a
 * fixed sentence so the owner sees it, and the caller goes on.
 */
export async function syncFeed(em: EntityManager, feedId: number, options: SyncOptions = {}): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  try {
    return await em.transactional((tx) => syncLocked(tx, feedId, options, now));
  } catch (error) {
    if (options.limits?.signal?.aborted) return { status: 'stopped' };
    log.warn(`calendar sync: feed ${feedId} could not be saved`, error);
    try {
      await em.fork().nativeUpdate(CalendarFeedEntity, { id: feedId }, { lastAttemptAt: now(), lastError: SYNC_STORE_ERROR });
    } catch (recordError) {
      log.error(`calendar sync: the failure of feed ${feedId} could not be recorded`, recordError);
    }
    return { status: 'failed', error: SYNC_STORE_ERROR };
  }
}

/** The owner's "sync now": a busy feed is a conflict, not a silent skip. */
export async function syncNow(em: EntityManager, feedId: number, options: SyncOptions = {}): Promise<SyncResult> {
  const outcome = await syncFeed(em.fork(), feedId, options);
  if (outcome.status === 'busy' || outcome.status === 'stopped') throw new AppError('CONFLICT', 'This calendar is syncing right now. Try again in a moment.');
  const feed = outcome.status === 'missing' ? null : await findFeed(em.fork(), feedId);
  if (!feed || outcome.status === 'missing') throw new AppError('NOT_FOUND', GONE);
  return outcome.status === 'synced'
    ? { ok: true, imported: outcome.imported, skipped: outcome.skipped, ignored: outcome.ignored, feed }
    : { ok: false, imported: 0, skipped: 0, ignored: 0, feed };
}

export interface FeedRoundResult {
  feed: CalendarFeed;
  outcome: SyncOutcome;
}

/**
 * One scheduled round: every feed in turn; feeds another process holds are
 * left to it. One feed's failure never ends the round (probe F8): the feeds
 * after it are what keep the other channels from double-selling nights.
 */
export async function syncAllFeeds(em: EntityManager, options: SyncOptions = {}): Promise<FeedRoundResult[]> {
  const ids = (await em.fork().find(CalendarFeedEntity, {}, { orderBy: { id: 'asc' }, fields: ['id'] })).map((row) => row.id);
  const results: FeedRoundResult[] = [];
  for (const id of ids) {
    if (options.limits?.signal?.aborted) break;
    const outcome = await syncFeed(em.fork(), id, options);
    if (outcome.status === 'stopped') break;
    try {
      const feed = outcome.status === 'missing' ? null : await findFeed(em.fork(), id, options.now?.());
      if (feed) results.push({ outcome, feed });
    } catch (error) {
      log.error(`calendar sync: feed ${id} could not be read back`, error);
    }
  }
  return results;
}

/** Each feed's health, by name, for the dashboard's alerts: its last import's error, and whether it has gone stale. */
export async function feedHealth(em: EntityManager, now = new Date()): Promise<{ name: string; lastError: string | null; stale: boolean }[]> {
  const rows = await em.find(CalendarFeedEntity, {}, { orderBy: { name: 'asc' } });
  return rows.map((row) => ({
    name: row.name,
    lastError: row.lastError ?? null,
    stale: isFeedStale({ lastSuccessAt: row.lastSuccessAt ?? null, createdAt: row.createdAt }, now),
  }));
}
