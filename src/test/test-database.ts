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

/** Copied by every test file: migrating and seeding once per run instead of once per file saves about a second a file. */
const TEMPLATES = { migrated: 'template_migrated', seeded: 'template_seeded' } as const;

/** One statement on a connection of its own, outside any ORM (creating and dropping databases, reading another one). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => adminUrl.replace(/\/postgres$/, `/${name}`);

/** The run's two template databases (integration-global-setup.ts): one migrated by the committed migrations, then a copy of it seeded. */
export async function createTemplateDatabases(adminUrl: string): Promise<void> {
  await prepareTemplate(adminUrl, TEMPLATES.migrated, 'template1', migrate);
  await prepareTemplate(adminUrl, TEMPLATES.seeded, TEMPLATES.migrated, (orm) => seedDatabase(orm.em.fork()));
}

async function prepareTemplate(adminUrl: string, name: string, from: string, fill: (orm: Orm) => Promise<unknown>): Promise<void> {
  await adminQuery(adminUrl, `create database "${name}" template "${from}"`);
  const orm = await openOrm(databaseUrl(adminUrl, name));
  try {
    await fill(orm);
  } finally {
    // PostgreSQL copies a template only while nobody is connected to it.
    await orm.close(true);
  }
}

/** A fresh, migrated (and by default seeded) database for one test file: a copy of the run's template. */
export async function createTestDatabase(options: { seed?: boolean; pool?: PoolSettings } = {}): Promise<TestDatabase> {
  setLogLevel('warn');
  const adminUrl = inject('pgAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${(options.seed ?? true) ? TEMPLATES.seeded : TEMPLATES.migrated}"`);
  const url = databaseUrl(adminUrl, name);
  const orm = await openOrm(url, { pool: options.pool ?? TEST_POOL });
  refuseNestedConnections(orm);
  return {
    orm,
    url,
    close: async () => {
      await orm.close(true);
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
