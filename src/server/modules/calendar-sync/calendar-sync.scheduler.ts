import type { Orm } from '../../db/orm';
import { log } from '../../logger';
import { everyInterval } from '../../platform/periodic-task';
import { syncAllFeeds, type SyncOptions } from './calendar-sync.service';

export interface ScheduleOptions extends SyncOptions {
  firstRunDelayMs?: number;
  /** One round over every feed; tests stand in for it. */
  syncAll?: typeof syncAllFeeds;
}

/** Long enough for the server to finish booting before the first fetch. */
export const FIRST_SYNC_DELAY_MS = 10_000;

/**
 * Syncs every imported calendar every `minutes`. A round that is still
 * running when the next is due makes that one skip, so one process never runs
 * two; other processes are kept off a feed by its advisory lock. Returns a
 * function that stops the schedule, aborting a fetch under way (its feed
 * keeps its blocks and records nothing).
 */
export function startCalendarSync(
  orm: Orm,
  minutes: number,
  options: ScheduleOptions = {},
): () => Promise<void> {
  return everyInterval(
    async (signal) => {
      const syncAll = options.syncAll ?? syncAllFeeds;
      const results = await syncAll(orm.em.fork(), { now: options.now, network: options.network, limits: { ...options.limits, signal } });
      for (const { feed, outcome } of results) {
        if (outcome.status === 'failed') log.warn(`calendar sync: ${feed.name} failed: ${outcome.error}`);
        else if (outcome.status === 'synced') log.debug(`calendar sync: ${feed.name}: ${outcome.imported} events`);
        if (outcome.status === 'synced' && outcome.ignored) log.warn(`calendar sync: ${feed.name}: ${outcome.ignored} events ignored as too long`);
        if (feed.stale) log.warn(`calendar sync: ${feed.name} has not synced since ${feed.lastSuccessAt ?? 'it was added'}`);
      }
    },
    { intervalMs: minutes * 60_000, firstRunDelayMs: options.firstRunDelayMs ?? FIRST_SYNC_DELAY_MS, failure: 'calendar sync round failed' },
  );
}
