import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openOrm, type Orm } from '../server/db/orm';
import { seedDatabase } from '../server/db/seed';
import { setLogLevel } from '../server/logger';

export interface TestDatabase {
  orm: Orm;
  url: string;
  close: () => Promise<void>;
}

/** A fresh, migrated (and by default seeded) database for one test file. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  setLogLevel('warn');
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const orm = await openOrm(url);
  await migrate(orm);
  if (options.seed ?? true) await seedDatabase(orm.em.fork());
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
