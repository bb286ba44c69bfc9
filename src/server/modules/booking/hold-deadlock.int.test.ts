import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { useTestServer } from '../../../test/use-test-server';
import { CouponEntity } from '../pricing/coupon.entity';

// Probe G7: two hold transactions waited on each other through the exclusion constraint, PostgreSQL
// broke the cycle with a deadlock error (40P01), and the guest got a 500. Here a second connection
// plays the other transaction, step by step, so the deadlock happens every time, not once in a while.

const { db, http } = useTestServer();
let other: pg.Client;

beforeAll(async () => {
  other = new pg.Client({ connectionString: db.url });
  await other.connect();
  const em = db.orm.em.fork();
  em.create(CouponEntity, { code: 'LOCKSTEP', kind: 'percent', value: 10_000, maxUses: 100, timesUsed: 0, active: true, createdAt: new Date() });
  await em.flush();
});
afterAll(async () => {
  await other.end();
});

/** Resolves once another connection of this database waits for a lock (the hold, stuck behind `other`). */
async function someoneWaitsForALock(): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { rows } = await other.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (rows[0]!.waiting > 0) return;
    if (Date.now() - started > 10_000) throw new Error('the hold never waited for a lock');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const guest = { name: 'Lock Step', email: 'lockstep@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true };

describe('a deadlock on a hold (G7)', () => {
  it('is never a 500: the hold is taken once the other transaction is gone', async () => {
    const start = addDaysIso(todayAtProperty(), 40);
    const end = addDaysIso(start, 2);
    // The other transaction holds a stay on the same nights, not yet committed.
    await other.query('begin');
    await other.query(
      `insert into booking (id, reference, status, check_in, check_out, guests, pets, currency, total_cents, hold_expires_at, created_at, updated_at)
       values (gen_random_uuid(), 'KB-OTHER2', 'hold', $1, $2, 2, 0, 'USD', 1000, now() + interval '15 minutes', now(), now())`,
      [start, end],
    );
    const hold = requestFrom('127.0.2.1', 'POST', `${http.baseUrl}/api/bookings/checkout`, { start, end, guests: 2, coupon: 'LOCKSTEP', guest });
    await someoneWaitsForALock();
    // Then it wants the coupon row the hold may have reserved already: a cycle if the hold holds it.
    const otherOutcome = await other.query(`update coupon set times_used = times_used where code = 'LOCKSTEP'`).then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
    await other.query('rollback');
    const response = await hold;
    expect({ status: response.status, otherOutcome }).toEqual({ status: 201, otherOutcome: 'ok' });
  });

  it('is retried when PostgreSQL picks the hold as the victim, and the guest gets the hold', async () => {
    const start = addDaysIso(todayAtProperty(), 50);
    const end = addDaysIso(start, 2);
    // The other transaction holds the coupon row first, then asks for the house's nights lock,
    // which the hold takes before its coupon: the opposite order, a real deadlock.
    await other.query('begin');
    // Whichever side's deadlock_timeout (1 s) runs out first is the victim; on a busy machine that
    // could be either. This side waits 30 s before it checks, so the hold is always the one picked.
    await other.query(`set local deadlock_timeout = '30s'`);
    await other.query(`select 1 from coupon where code = 'LOCKSTEP' for update`);
    const hold = requestFrom('127.0.2.2', 'POST', `${http.baseUrl}/api/bookings/checkout`, { start, end, guests: 2, coupon: 'LOCKSTEP', guest });
    await someoneWaitsForALock();
    const otherOutcome = await other.query('select pg_advisory_xact_lock(5546, 1)').then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
    await other.query('rollback');
    const response = await hold;
    expect({ status: response.status, otherOutcome }).toEqual({ status: 201, otherOutcome: 'ok' });
  });
});
