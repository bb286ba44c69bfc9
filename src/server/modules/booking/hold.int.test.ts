import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { useTestServer } from '../../../test/use-test-server';
import { BookingEntity } from './booking.entity';
import { expireStaleHolds } from './booking-status';

const { db, http } = useTestServer();
const processes: ChildProcess[] = [];

/** A second, separate server process on the same database. */
async function spawnServer(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/test/serve-for-test.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  processes.push(child);
  let output = '';
  for await (const chunk of child.stdout) {
    output += String(chunk);
    const match = /PORT=(\d+)/.exec(output);
    if (match) return `http://127.0.0.1:${match[1]}`;
  }
  throw new Error('test server did not start');
}

function postHold(base: string, body: unknown) {
  return fetch(`${base}/api/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

afterAll(async () => {
  for (const child of processes) {
    child.stdin?.end();
    child.kill('SIGTERM');
    await once(child, 'exit').catch(() => undefined);
  }
});

const base = addDaysIso(todayAtProperty(), 90);

describe('POST /api/holds', () => {
  it('holds the nights for 15 minutes at the server price', async () => {
    const response = await postHold(http.baseUrl, { start: base, end: addDaysIso(base, 3), guests: 2, total: '1.00' });
    expect(response.status).toBe(201);
    const hold = await response.json();
    expect(hold.reference).toMatch(/^KB-[2-9A-HJ-NP-Z]{6}$/);
    expect(new Date(hold.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(hold.quote.nights).toBe(3);
    expect(Number(hold.quote.total)).toBeGreaterThan(1000);
    const availability = await fetch(`${http.baseUrl}/api/availability/merged?start=${base}&end=${addDaysIso(base, 5)}`).then((r) => r.json());
    expect(availability.availability.blocked_dates).toEqual([{ date: base }, { date: addDaysIso(base, 1) }, { date: addDaysIso(base, 2) }]);
  });

  it('refuses an overlapping hold with a 409, but takes a stay starting on the check-out day', async () => {
    const overlapping = await postHold(http.baseUrl, { start: addDaysIso(base, 2), end: addDaysIso(base, 4), guests: 2 });
    expect(overlapping.status).toBe(409);
    const next = await postHold(http.baseUrl, { start: addDaysIso(base, 3), end: addDaysIso(base, 5), guests: 2 });
    expect(next.status).toBe(201);
  });

  it('rejects bad input with field messages and stores nothing', async () => {
    const before = await db.orm.em.fork().count(BookingEntity, {});
    const response = await postHold(http.baseUrl, { start: 'tomorrow', end: base, guests: 0 });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toMatchObject({ start: ['Invalid date format'], guests: ['Please select a valid number of guests'] });
    expect(await db.orm.em.fork().count(BookingEntity, {})).toBe(before);
  });

  it('frees the nights when a hold expires', async () => {
    const start = addDaysIso(base, 20);
    expect((await postHold(http.baseUrl, { start, end: addDaysIso(start, 2), guests: 2 })).status).toBe(201);
    expect(await expireStaleHolds(db.orm.em.fork(), new Date(Date.now() + 16 * 60_000))).toBeGreaterThan(0);
    expect((await postHold(http.baseUrl, { start, end: addDaysIso(start, 2), guests: 2 })).status).toBe(201);
  });
});

describe('no double booking, ever', () => {
  it('lets exactly one of 50 simultaneous holds for overlapping nights win, across two server processes', async () => {
    const servers = await Promise.all([spawnServer(db.url), spawnServer(db.url)]);
    const start = addDaysIso(base, 40);
    const requests = Array.from({ length: 50 }, (_, index) => {
      // Every request overlaps every other on the night start+3.
      const from = addDaysIso(start, index % 4);
      return postHold(servers[index % 2]!, { start: from, end: addDaysIso(from, 4), guests: 2 });
    });
    const responses = await Promise.all(requests);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const bodies = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json()));
    expect(new Set(bodies.map((body) => body.message))).toEqual(new Set(['Those dates were just taken. Please choose different dates.']));
    const live = await db.orm.em.fork().count(BookingEntity, { status: 'hold', checkIn: { $gte: start, $lt: addDaysIso(start, 8) } });
    expect(live).toBe(1);
  });
});

describe('inventory denial (F4)', () => {
  const guest = { name: 'Kai Akana', email: 'kai@example.com', phone: '808-555-0199', arrivalTime: 'Not sure yet', message: '', agreeToPolicies: true };
  const statusOf = async (reference: unknown) => (await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: reference as string })).status;

  it('refuses the probe’s 180-night hold and holds beyond the booking horizon, with the reason on the check-out field', async () => {
    const far = addDaysIso(todayAtProperty(), 200);
    const long = await postHold(http.baseUrl, { start: far, end: addDaysIso(far, 180), guests: 1 });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors).toEqual({ end: ['The longest stay you can book online is 60 nights. Please contact us for longer stays.'] });
    const beyond = addDaysIso(todayAtProperty(), 600);
    const late = await postHold(http.baseUrl, { start: beyond, end: addDaysIso(beyond, 3), guests: 2 });
    expect(late.status).toBe(400);
    expect((await late.json()).fieldErrors).toEqual({ end: ['Stays can be booked up to 18 months ahead'] });
    const checkout = await requestFrom('127.0.0.1', 'POST', `${http.baseUrl}/api/bookings/checkout`, { start: far, end: addDaysIso(far, 61), guests: 2, guest });
    expect(checkout).toMatchObject({ status: 400, body: { fieldErrors: { end: ['The longest stay you can book online is 60 nights. Please contact us for longer stays.'] } } });
    expect(await db.orm.em.fork().count(BookingEntity, { checkIn: { $in: [far, beyond] } })).toBe(0);
  });

  it('keeps one live unpaid hold per client: a script at one address holds only its last stay, another address keeps its own', async () => {
    const from = addDaysIso(base, 120);
    const range = (offset: number) => ({ start: addDaysIso(from, offset), end: addDaysIso(from, offset + 3), guests: 2 });
    const theirs = await requestFrom('127.0.0.2', 'POST', `${http.baseUrl}/api/holds`, range(30));
    expect(theirs.status).toBe(201);

    const mine = [];
    for (const offset of [0, 10, 20]) {
      const placed = await requestFrom('127.0.0.3', 'POST', `${http.baseUrl}/api/holds`, range(offset));
      expect(placed.status).toBe(201);
      mine.push(placed.body.reference);
    }
    expect(await Promise.all(mine.map(statusOf))).toEqual(['expired', 'expired', 'hold']);
    expect(await statusOf(theirs.body.reference)).toBe('hold');
    const availability = await fetch(`${http.baseUrl}/api/availability/merged?start=${from}&end=${addDaysIso(from, 40)}`).then((r) => r.json());
    const nightsOf = (offset: number) => [0, 1, 2].map((night) => ({ date: addDaysIso(from, offset + night) }));
    expect(availability.availability.blocked_dates).toEqual([...nightsOf(20), ...nightsOf(30)]);
  });

  it('keeps at most one even when the holds are sent at once, and lets a checkout go too, its payment cancelled first', async () => {
    const from = addDaysIso(base, 170);
    const range = (offset: number) => ({ start: addDaysIso(from, offset), end: addDaysIso(from, offset + 2), guests: 2 });
    const checkout = await requestFrom('127.0.0.4', 'POST', `${http.baseUrl}/api/bookings/checkout`, { ...range(0), guest });
    expect(checkout.status).toBe(201);
    const burst = await Promise.all([5, 10, 15, 20].map((offset) => requestFrom('127.0.0.4', 'POST', `${http.baseUrl}/api/holds`, range(offset))));
    expect(burst.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    // Each hold releases the client's others once it is committed, so racing holds of one client
    // leave at most one live (possibly none: a burst is a script, not a guest).
    const live = await db.orm.em.fork().find(BookingEntity, { status: 'hold', checkIn: { $gte: from, $lt: addDaysIso(from, 30) } });
    expect(live.length).toBeLessThanOrEqual(1);
    expect(await statusOf(checkout.body.reference)).toBe('expired');
    // The released checkout can no longer be paid: its demo payment was cancelled.
    const paid = await requestFrom('127.0.0.4', 'POST', `${http.baseUrl}/api/bookings/demo-pay`, { reference: checkout.body.reference, token: checkout.body.token });
    expect(paid).toMatchObject({ status: 200, body: { status: 'expired' } });
  });
});
