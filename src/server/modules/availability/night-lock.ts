import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The one lock of the house's nights (docs/decisions/001-night-claims.md). The
 * database's triggers take it on every write that takes nights (a stay becoming
 * live, an owner or imported block added or grown; migration night_claims), so
 * no path can skip it. Taking it here first, before anything else the
 * transaction locks, keeps every night-taking transaction in the same lock
 * order (no deadlock against a coupon row, say), and lets the caller read
 * under it: what it reads then can no longer change until it commits.
 */
const NIGHTS_LOCK_KEY = [5546, 1] as const;

/** Waits for the house's nights lock, held until the transaction ends. Only inside a transaction. */
export async function takeNightsLock(tx: EntityManager): Promise<void> {
  if (!tx.isInTransaction()) throw new Error('takeNightsLock needs a transaction: the lock lasts until it ends.');
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [...NIGHTS_LOCK_KEY]);
}
