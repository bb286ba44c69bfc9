import type { EntityManager } from '@mikro-orm/postgresql';
import { addHits, type LimitRule } from './rate-limit.service';

const DEFAULT_FLUSH_MS = 250;

interface Tally {
  /** The shared total in PostgreSQL as last read (all processes). */
  shared: number;
  /** Calls of this process on their way into the shared total. */
  inFlight: number;
  /** Calls of this process not yet sent. */
  pending: number;
  resetAt: number;
  windowMs: number;
}

export interface BatchedLimiter {
  /**
   * Counts one call and says whether it may go ahead: at once, or (when this call sends the tallies, the only time
   * `em` is asked for) once they are sent.
   */
  hit: (em: () => EntityManager, rule: LimitRule, now?: Date) => boolean | Promise<boolean>;
}

/**
 * The general API tier sees every call, so a statement per call would give
 * every read a database round trip, all of one client's calls queueing on one
 * row. This limiter keeps the last moment's calls in the process and adds
 * them to the shared PostgreSQL totals in one statement at most every
 * `flushMs` (run by the call that finds the last one too old: no timer), and
 * judges each call by the shared total last read plus this process's own
 * calls since. Several processes may together admit up to `flushMs` worth of
 * calls past the limit; a restart forgets at most that much. The strict tiers
 * (sign-in, contact, holds, coupon codes) do not use this: each of their calls
 * is one statement (hitLimit).
 */
export function createBatchedLimiter(options: { flushMs?: number } = {}): BatchedLimiter {
  const flushMs = options.flushMs ?? DEFAULT_FLUSH_MS;
  const tallies = new Map<string, Tally>();
  let lastFlushAt = 0;
  let flushing: Promise<void> | null = null;

  async function flush(em: EntityManager, now: Date): Promise<void> {
    lastFlushAt = now.getTime();
    const batch: { key: string; hits: number; windowMs: number }[] = [];
    for (const [key, tally] of tallies) {
      if (tally.pending === 0) continue;
      batch.push({ key, hits: tally.pending, windowMs: tally.windowMs });
      tally.inFlight += tally.pending;
      tally.pending = 0;
    }
    if (batch.length === 0) return;
    try {
      const totals = await addHits(em, batch, now);
      for (const { key, hits } of batch) {
        const tally = tallies.get(key)!;
        tally.inFlight -= hits;
        const total = totals.get(key);
        if (total) {
          tally.shared = total.hits;
          tally.resetAt = total.resetAt.getTime();
        }
      }
    } catch (error) {
      // Not lost: sent again with the next flush.
      for (const { key, hits } of batch) {
        const tally = tallies.get(key)!;
        tally.inFlight -= hits;
        tally.pending += hits;
      }
      throw error;
    }
    for (const [key, tally] of tallies) {
      if (tally.pending === 0 && tally.inFlight === 0 && tally.resetAt <= now.getTime()) tallies.delete(key);
    }
  }

  return {
    hit(em, rule, now = new Date()) {
      let tally = tallies.get(rule.key);
      if (!tally) {
        tally = { shared: 0, inFlight: 0, pending: 0, resetAt: 0, windowMs: rule.windowMs };
        tallies.set(rule.key, tally);
      }
      // The window ended: the count starts again, as the database's will at the next flush; calls
      // of the old window not yet sent belong to it and are dropped.
      if (tally.resetAt !== 0 && tally.resetAt <= now.getTime()) {
        tally.shared = 0;
        tally.pending = 0;
      }
      tally.pending += 1;
      const allowed = tally.shared + tally.inFlight + tally.pending <= rule.limit;
      if (!flushing && now.getTime() - lastFlushAt >= flushMs) {
        flushing = flush(em(), now).finally(() => {
          flushing = null;
        });
        return flushing.then(() => allowed);
      }
      return allowed;
    },
  };
}
