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
 * Adds calls to shared fixed windows, one statement for any number of keys:
 * INSERT … ON CONFLICT, so concurrent additions from any number of processes
 * each see a distinct total, and no burst slips through between a read and a
 * write. Answers each key's total in its current window.
 *
 * The statement runs on `em`'s connection: inside a transaction, in that
 * transaction (a call never waits for a second pooled connection while it
 * holds one: docs/decisions/007-one-connection-per-call.md), so the count
 * commits or rolls back with the call's work. A count that must outlive a
 * rollback is taken before the transaction opens (the per-call tiers in
 * trpc/init.ts; the procedures in trpc/own-transactions.ts).
 */
export async function addHits(
  em: EntityManager,
  entries: readonly { key: string; hits: number; windowMs: number }[],
  now = new Date(),
): Promise<Map<string, { hits: number; resetAt: Date }>> {
  const values = entries.map(() => '(?, ?::int, ?::timestamptz, ?::timestamptz)').join(', ');
  const params = entries.flatMap((entry) => [entry.key, entry.hits, now, new Date(now.getTime() + entry.windowMs)]);
  const rows = await em.execute<{ key: string; hits: number; reset_at: Date }[]>(
    `insert into rate_limit (key, hits, window_started_at, reset_at)
     values ${values}
     on conflict (key) do update set
       hits = case when rate_limit.reset_at <= excluded.window_started_at then excluded.hits else rate_limit.hits + excluded.hits end,
       window_started_at = case when rate_limit.reset_at <= excluded.window_started_at then excluded.window_started_at else rate_limit.window_started_at end,
       reset_at = case when rate_limit.reset_at <= excluded.window_started_at then excluded.reset_at else rate_limit.reset_at end
     returning key, hits, reset_at`,
    params,
    'all',
  );
  const totals = new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at) }]));
  // Now and then, when a window starts afresh, the dead windows of every client go: no job needed. Never
  // inside a transaction, whose locks on every dead row would last until its commit.
  const startedAfresh = entries.some((entry) => totals.get(entry.key)?.hits === entry.hits);
  if (startedAfresh && !em.isInTransaction() && Math.random() < PRUNE_CHANCE) await pruneLimits(em, now);
  return totals;
}

/**
 * Counts one call against a shared fixed window and says whether it may go
 * ahead, in one statement (see addHits). A refused call is counted too (it is still a call).
 */
export async function hitLimit(em: EntityManager, rule: LimitRule, now = new Date()): Promise<LimitOutcome> {
  const total = (await addHits(em, [{ key: rule.key, hits: 1, windowMs: rule.windowMs }], now)).get(rule.key)!;
  return { allowed: total.hits <= rule.limit, remaining: Math.max(0, rule.limit - total.hits), resetAt: total.resetAt };
}

/** Takes back one counted call (e.g. a coupon code that turned out to be right). */
export async function forgiveHit(em: EntityManager, key: string): Promise<void> {
  await em.execute('update rate_limit set hits = greatest(hits - 1, 0) where key = ?', [key], 'run');
}

/** Old windows are worthless; the table stays small. */
export async function pruneLimits(em: EntityManager, now = new Date()): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>('delete from rate_limit where reset_at < ?', [now], 'run');
  return result.affectedRows;
}
