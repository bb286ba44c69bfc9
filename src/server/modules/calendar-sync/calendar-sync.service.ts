import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { addFeedInputSchema, CalendarFeed, SyncResult } from '../../../shared/calendar-sync/calendar-sync.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { CalendarFeedEntity, feedSource, type CalendarFeedRow } from './calendar-feed.entity';
import { fetchFeedText, type FetchLimits } from './feed-fetch';
import { isFeedStale } from './feed-status.logic';
import { parseIcalFeed } from './ical-import.logic';

/** First key of every advisory lock taken here, so feed ids never collide with other locks. */
const SYNC_LOCK_NAMESPACE = 5545;
const GONE = 'That calendar is no longer connected.';

export interface SyncOptions {
  now?: () => Date;
  limits?: FetchLimits;
}

export type SyncOutcome =
  | { status: 'synced'; imported: number; skipped: number }
  | { status: 'failed'; error: string }
  /** Another process (or request) is syncing this feed right now. */
  | { status: 'busy' }
  | { status: 'missing' }
  /** Shutdown aborted the fetch: nothing was recorded. */
  | { status: 'stopped' };

async function eventCounts(em: EntityManager): Promise<Map<string, number>> {
  const rows = await em.execute<{ source: string; count: number }[]>(
    `select source, count(*)::int as count from calendar_block where source like 'feed:%' group by source`,
  );
  return new Map(rows.map((row) => [row.source, row.count]));
}

function toFeed(row: CalendarFeedRow, counts: Map<string, number>, now: Date): CalendarFeed {
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
  };
}

export async function listFeeds(em: EntityManager, now = new Date()): Promise<CalendarFeed[]> {
  const [rows, counts] = await Promise.all([em.find(CalendarFeedEntity, {}, { orderBy: { id: 'asc' } }), eventCounts(em)]);
  return rows.map((row) => toFeed(row, counts, now));
}

async function findFeed(em: EntityManager, id: number, now = new Date()): Promise<CalendarFeed | null> {
  const row = await em.findOne(CalendarFeedEntity, { id }, { refresh: true });
  return row ? toFeed(row, await eventCounts(em), now) : null;
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
  return toFeed(row, new Map(), new Date());
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
export async function syncFeed(em: EntityManager, feedId: number, options: SyncOptions = {}): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  return em.transactional(async (tx): Promise<SyncOutcome> => {
    const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?, ?) as locked', [SYNC_LOCK_NAMESPACE, feedId]);
    if (!lock?.locked) return { status: 'busy' };
    const feed = await tx.findOne(CalendarFeedEntity, { id: feedId });
    if (!feed) return { status: 'missing' };

    let parsed;
    try {
      parsed = parseIcalFeed(await fetchFeedText(feed.url, options.limits), todayAtProperty(now()));
    } catch (error) {
      if (options.limits?.signal?.aborted) return { status: 'stopped' };
      const message = error instanceof Error ? error.message : 'The calendar could not be read.';
      feed.lastAttemptAt = now();
      feed.lastError = message;
      return { status: 'failed', error: message };
    }

    const source = feedSource(feedId);
    await tx.nativeDelete(CalendarBlockEntity, { source });
    for (const event of parsed.events) {
      tx.create(CalendarBlockEntity, {
        startDate: event.startDate,
        endDate: event.endDate,
        source,
        // The block has no uid column: the note keeps it, for tracing a night back to its event.
        note: `${feed.name}: ${event.summary || 'Blocked'} (uid ${event.uid})`,
        createdAt: new Date(),
      });
    }
    const doneAt = now();
    feed.lastAttemptAt = doneAt;
    feed.lastSuccessAt = doneAt;
    feed.lastError = null;
    return { status: 'synced', imported: parsed.events.length, skipped: parsed.skipped };
  });
}

/** The owner's "sync now": a busy feed is a conflict, not a silent skip. */
export async function syncNow(em: EntityManager, feedId: number, options: SyncOptions = {}): Promise<SyncResult> {
  const outcome = await syncFeed(em.fork(), feedId, options);
  if (outcome.status === 'busy' || outcome.status === 'stopped') throw new AppError('CONFLICT', 'This calendar is syncing right now. Try again in a moment.');
  const feed = outcome.status === 'missing' ? null : await findFeed(em.fork(), feedId);
  if (!feed || outcome.status === 'missing') throw new AppError('NOT_FOUND', GONE);
  return outcome.status === 'synced'
    ? { ok: true, imported: outcome.imported, skipped: outcome.skipped, feed }
    : { ok: false, imported: 0, skipped: 0, feed };
}

export interface FeedRoundResult {
  feed: CalendarFeed;
  outcome: SyncOutcome;
}

/** One scheduled round: every feed in turn; feeds another process holds are left to it. */
export async function syncAllFeeds(em: EntityManager, options: SyncOptions = {}): Promise<FeedRoundResult[]> {
  const ids = (await em.fork().find(CalendarFeedEntity, {}, { orderBy: { id: 'asc' }, fields: ['id'] })).map((row) => row.id);
  const results: FeedRoundResult[] = [];
  for (const id of ids) {
    if (options.limits?.signal?.aborted) break;
    const outcome = await syncFeed(em.fork(), id, options);
    if (outcome.status === 'stopped') break;
    const feed = outcome.status === 'missing' ? null : await findFeed(em.fork(), id, options.now?.());
    if (feed) results.push({ outcome, feed });
  }
  return results;
}
