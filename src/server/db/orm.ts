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
