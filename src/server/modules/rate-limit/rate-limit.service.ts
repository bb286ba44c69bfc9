import type { EntityManager } from '@mikro-orm/postgresql';

const PRUNE_CHANCE = 0.02;

export interface LimitRule {
  /** Tier and client, e.g. "auth:203.0.113.9". */
  key: string;
  limit: number;
  windowMs: number;
}

export interface LimitOutcome {
  allowed: boolean;
  /** Calls left in this window after this one (0 when refused). */
  remaining: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

/**
 * Counts one call against a shared fixed window and says whether it may go
 * ahead. One INSERT … ON CONFLICT statement: concurrent calls from any number
 * of processes each get a distinct count, so no burst slips through between a
 * read and a write. A refused call is counted too (it is still a call).
 */
export async function hitLimit(em: EntityManager, rule: LimitRule, now = new Date()): Promise<LimitOutcome> {
  const rows = await em.getConnection().execute<{ hits: number; reset_at: Date }[]>(
    `insert into rate_limit (key, hits, window_started_at, reset_at)
     values (?, 1, ?, ?)
     on conflict (key) do update set
       hits = case when rate_limit.reset_at <= excluded.window_started_at then 1 else rate_limit.hits + 1 end,
       window_started_at = case when rate_limit.reset_at <= excluded.window_started_at then excluded.window_started_at else rate_limit.window_started_at end,
       reset_at = case when rate_limit.reset_at <= excluded.window_started_at then excluded.reset_at else rate_limit.reset_at end
     returning hits, reset_at`,
    [rule.key, now, new Date(now.getTime() + rule.windowMs)],
    'all',
  );
  const row = rows[0]!;
  const hits = Number(row.hits);
  // Now and then, when a window starts afresh, the dead windows of every client go: no job needed.
  if (hits === 1 && Math.random() < PRUNE_CHANCE) await pruneLimits(em, now);
  return { allowed: hits <= rule.limit, remaining: Math.max(0, rule.limit - hits), resetAt: new Date(row.reset_at) };
}

/** Takes back one counted call (e.g. a coupon code that turned out to be right). */
export async function forgiveHit(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('update rate_limit set hits = greatest(hits - 1, 0) where key = ?', [key], 'run');
}

/** Old windows are worthless; the table stays small. */
export async function pruneLimits(em: EntityManager, now = new Date()): Promise<number> {
  const result = await em.getConnection().execute<{ affectedRows: number }>('delete from rate_limit where reset_at < ?', [now], 'run');
  return result.affectedRows;
}
