import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { startHttp, type HttpHarness } from '../../../test/http-harness';
import { BookingEntity } from './booking.entity';
import { expireStaleHolds } from './hold.service';

let db: TestDatabase;
let http: HttpHarness;
const processes: ChildProcess[] = [];

/** A second, separate server process on the same database. */
async function spawnServer(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/test/serve-for-test.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  processes.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const match = /PORT=(\d+)/.exec(output);
    if (match) return `http://127.0.0.1:${match[1]}`;
  }
  throw new Error('test server did not start');
}

function postHold(base: string, body: unknown) {
  return fetch(`${base}/api/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  db = await createTestDatabase();
  http = await startHttp(db.orm);
});
afterAll(async () => {
  for (const child of processes) {
    child.stdin?.end();
    child.kill('SIGTERM');
    await once(child, 'exit').catch(() => undefined);
  }
  await http.close();
  await db.close();
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
