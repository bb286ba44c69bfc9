import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openOrm, type Orm, type PoolSettings } from '../server/db/orm';
import { seedDatabase } from '../server/composition/seed';
import { setLogLevel } from '../server/logger';
import { refuseNestedConnections } from './nested-connection-guard';

export interface TestDatabase {
  orm: Orm;
  url: string;
  close: () => Promise<void>;
}

/**
 * Tests run on a small pool with a short wait for a connection, and refuse a
 * second connection asked for inside a transaction (nested-connection-guard.ts):
 * code that would need two connections per call, and so could stall the whole
 * site under load (probe G1), fails its tests at once instead of passing them
 * on a quiet machine. Production keeps mikro-orm.config.ts's pool.
 */
export const TEST_POOL: PoolSettings = { max: 3, acquireTimeoutMillis: 5_000 };

/** A fresh, migrated (and by default seeded) database for one test file. */
export async function createTestDatabase(options: { seed?: boolean; pool?: PoolSettings } = {}): Promise<TestDatabase> {
  setLogLevel('warn');
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const orm = await openOrm(url, { pool: options.pool ?? TEST_POOL });
  await migrate(orm);
  if (options.seed ?? true) await seedDatabase(orm.em.fork());
  refuseNestedConnections(orm);
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
