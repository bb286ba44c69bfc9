import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openOrm, whenPoolIdle } from './orm';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('whenPoolIdle', () => {
  it('waits for running and queued calls, so closing the pool afterwards aborts none of them', async () => {
    const orm = await openOrm(db.url, { pool: { max: 2, acquireTimeoutMillis: 10_000 } });
    // Five calls of 300 ms on two connections: two run, three wait for a connection.
    const calls = Array.from({ length: 5 }, () => orm.em.fork().execute('select pg_sleep(0.3)').then(() => 'done', (error: Error) => error.message));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await whenPoolIdle(orm, 5_000)).toBe(true);
    await orm.close();
    expect(await Promise.all(calls)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('gives up after its limit and says so', async () => {
    const orm = await openOrm(db.url, { pool: { max: 2, acquireTimeoutMillis: 10_000 } });
    const call = orm.em.fork().execute('select pg_sleep(1)');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await whenPoolIdle(orm, 100)).toBe(false);
    await call;
    await orm.close();
  });
});
