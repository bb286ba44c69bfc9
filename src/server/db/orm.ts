import { MikroORM } from '@mikro-orm/postgresql';
import config from '../../../mikro-orm.config';
import { log } from '../logger';

export type Orm = MikroORM;

/** The pool's size and how long a call may wait for a connection; tests pass a smaller pool (src/test/test-database.ts). */
export interface PoolSettings {
  max: number;
  acquireTimeoutMillis: number;
}

export async function openOrm(clientUrl: string, options: { debug?: boolean; pool?: PoolSettings } = {}): Promise<Orm> {
  return MikroORM.init({ ...config, clientUrl, debug: options.debug ?? false, pool: { ...config.pool, ...options.pool } });
}

/** Applies every committed migration that has not run yet. */
export async function migrate(orm: Orm): Promise<void> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) log.info(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
}

/**
 * Resolves once no call holds or waits for one of the pool's connections, or after `limitMs`. At shutdown the HTTP
 * server stops before the ORM closes, but a request whose client has gone keeps running; closing the pool under it
 * aborts its queries and logs them as failures. Waiting lets those calls end as they would have.
 */
export async function whenPoolIdle(orm: Orm, limitMs: number, pollMs = 20): Promise<boolean> {
  // Only the pool's counts are read here, never a query run: the rule against queries outside the call's connection does not apply.
  // eslint-disable-next-line no-restricted-syntax
  const knexClient = orm.em.getConnection().getKnex().client as { pool?: { numUsed: () => number; numPendingAcquires: () => number } };
  const pool = knexClient.pool;
  if (!pool) return true;
  const deadline = Date.now() + limitMs;
  while (pool.numUsed() + pool.numPendingAcquires() > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
