import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/integration-global-setup';
import { startSmtpPeer } from '../test/smtp-peer';
import { rawGet } from '../test/http-harness';
import { adminQuery } from '../test/test-database';

/**
 * Three real server processes (src/server/index.ts, as `npm start` runs it) on one PostgreSQL (DATABASE_URL), as behind
 * a load balancer: started at the same moment on an empty database, they must behave as one site.
 */
const ENTRY = path.resolve('src/server/index.ts');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const OWNER = { name: 'Owner', email: 'owner@example.com', password: 'a long enough password' };
const AUTH_LIMIT = 4;

interface Process {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dir: string;
let databaseUrl: string;
let databaseName: string;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const processes: Process[] = [];


async function startProcess(): Promise<Process> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // One secret for all: a session cookie any of them set is read by the others.
    SESSION_SECRET: 'one-secret-shared-by-every-process-0123456789',
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    // One proxy in front: each test's calls count under an address of their own.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    // The restore drill's tests prove the nightly backup runs once across processes.
    BACKUP_SCHEDULE: 'off',
  };
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running: Process = { base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  processes.push(running);
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`a server did not start in 120 s:\n${output}`)), 120_000);
    child.stdout.on('data', () => {
      if (output.includes('site ready on')) {
        clearTimeout(timeout);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`a server exited (${code}) while starting:\n${output}`));
    });
  });
  return running;
}

const post = (base: string, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The nightly rate in the JSON-LD of a page's head, which each process keeps for PAGE_CACHE_SECONDS. */
const offeredPrice = async (base: string) => /"price":"([\d.]+)"/.exec(await (await fetch(`${base}/stay`)).text())?.[1];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kbh-processes-'));
  // The servers serve a built client; a bare page template with the head's mark is all these tests need.
  mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html><html><head><!--seo-head--></head><body><div id="root"></div></body></html>');
  smtp = await startSmtpPeer();
  databaseName = `processes_${randomBytes(6).toString('hex')}`;
  await adminQuery(inject('pgAdminUrl'), `create database "${databaseName}"`);
  databaseUrl = inject('pgAdminUrl').replace(/\/postgres$/, `/${databaseName}`);
});

afterAll(async () => {
  for (const running of processes) if (running.child.exitCode === null) running.child.kill('SIGTERM');
  await Promise.all(processes.map((running) => running.exited));
  await smtp?.close();
  await adminQuery(inject('pgAdminUrl'), `drop database if exists "${databaseName}" with (force)`);
  await rm(dir, { recursive: true, force: true });
});

describe('three server processes on one database', () => {
  let cookie = '';

  it('start together on an empty database, which they migrate and seed once between them', async () => {
    await Promise.all([startProcess(), startProcess(), startProcess()]);
    const duplicates = await adminQuery(databaseUrl, 'select name from mikro_orm_migrations group by name having count(*) > 1');
    expect(duplicates).toEqual([]);
    expect(await adminQuery(databaseUrl, 'select count(*)::int as houses from property')).toEqual([{ houses: 1 }]);
    for (const running of processes) expect((await fetch(`${running.base}/readyz`)).status).toBe(200);
  }, 240_000);

  it('share sessions: signed in through one, the owner is signed in on the others', async () => {
    const [a, b, c] = processes;
    const registered = await post(a!.base, '/api/register', OWNER);
    expect(registered.status).toBe(201);
    cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    for (const other of [b!, c!]) {
      const me = await fetch(`${other.base}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: OWNER.email });
    }
  });

  it('share rate limits: calls spread over the three count against one limit', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < AUTH_LIMIT + 2; call += 1) {
      const running = processes[call % processes.length]!;
      const answer = await post(running.base, '/api/password-reset/request', { email: 'nobody@example.com' }, { 'x-forwarded-for': '203.0.113.7' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(200), 429, 429]);
  });

  it("drop the pages they keep when the owner changes something through any one of them", async () => {
    const [a, b, c] = processes;
    const before = await offeredPrice(b!.base);
    expect(before).toBeDefined();
    expect(await offeredPrice(c!.base)).toBe(before);
    const changed = await post(a!.base, '/trpc/admin.pricing.updateRates', { json: { baseRateCents: 61_000, cleaningFeeCents: 32_500, minNights: 2 } }, { cookie });
    expect(changed.status).toBe(200);
    // Through PostgreSQL's NOTIFY, a moment after the answer: well within the minute the pages are otherwise kept.
    await expect.poll(() => offeredPrice(b!.base), { timeout: 10_000 }).toBe('610.00');
    await expect.poll(() => offeredPrice(c!.base), { timeout: 10_000 }).toBe('610.00');
  });

  it('show each kind of admin change made through one in the public answers of the others, kept or not', async () => {
    const [a, b, c] = processes;
    const read = async (base: string, pathname: string) => (await fetch(`${base}${pathname}`)).json() as Promise<unknown>;
    const admin = async (procedure: string, input?: unknown) => {
      const answer = input === undefined ? await fetch(`${a!.base}/trpc/${procedure}`, { headers: { cookie } }) : await post(a!.base, `/trpc/${procedure}`, { json: input }, { cookie });
      expect(answer.status, procedure).toBe(200);
      return ((await answer.json()) as { result: { data: { json: unknown } } }).result.data.json;
    };
    /** Reads on both other processes: first to have them keep the answer as it is, then after the change until it shows. */
    const showsOnOthers = async (pathname: string, shows: (body: unknown) => boolean, change: () => Promise<unknown>) => {
      for (const other of [b!, c!]) expect(shows(await read(other.base, pathname)), `${pathname} before the change`).toBe(false);
      await change();
      // NOTIFY reaches the others a moment after the change commits: a few milliseconds, polled for a few seconds at most.
      for (const other of [b!, c!]) await expect.poll(async () => shows(await read(other.base, pathname)), { timeout: 5_000, interval: 20 }).toBe(true);
    };

    // Prices: the house's nightly rate in its public facts (updateRates above set 610.00) and the quote.
    const rates = { baseRateCents: 47_500, cleaningFeeCents: 30_000, minNights: 2 };
    await showsOnOthers('/api/property/public', (body) => (body as { base_rate: string }).base_rate === '475.00', () => admin('admin.pricing.updateRates', rates));

    // Site settings and info.
    const settings = (await admin('admin.site.settings')) as Record<string, unknown>;
    await showsOnOthers(
      '/api/settings/site_info',
      (body) => (body as { site_name: string }).site_name === 'Kaneohe Bay Hale',
      () => admin('admin.site.update', { ...settings, site_name: 'Kaneohe Bay Hale' }),
    );

    // Reviews: a published one the owner adds by hand, in the list and the summary's count.
    const summary = (await read(b!.base, '/api/reviews/summary')) as { totalReviews: number };
    const review = {
      guest_name: 'Malia from Hilo',
      location: 'Hilo, HI',
      rating: 5,
      review_date: '2026-10-02',
      stay_start_date: null,
      stay_end_date: null,
      trip_type: 'Family',
      review_text: 'Woke up to the bay every morning.',
      would_recommend: true,
      is_featured: false,
      verified_guest: false,
      reviewer_avatar_url: null,
      source: 'direct',
      is_published: true,
      host_response: null,
    };
    await showsOnOthers('/api/reviews/public', (body) => JSON.stringify(body).includes('Malia from Hilo'), () => admin('admin.reviews.create', review));
    for (const other of [b!, c!]) expect(((await read(other.base, '/api/reviews/summary')) as typeof summary).totalReviews).toBe(summary.totalReviews + 1);

    // Photos: a new alt text.
    const [photo] = (await admin('admin.photos.list')) as { id: number; isFeatured: boolean; published: boolean }[];
    await showsOnOthers(
      '/api/photos',
      (body) => JSON.stringify(body).includes('The lanai at first light'),
      () => admin('admin.photos.update', { id: photo!.id, alt: 'The lanai at first light', isFeatured: photo!.isFeatured, published: photo!.published }),
    );

    // Blocks: nights the owner closes are gone from availability everywhere.
    const start = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 203 * 86_400_000).toISOString().slice(0, 10);
    await showsOnOthers(
      `/api/availability/merged?start=${start}&end=${end}`,
      (body) => (body as { availability: { blocked_dates: { date: string }[] } }).availability.blocked_dates.some((night) => night.date === start),
      () => admin('admin.calendar.blockNights', { start, end, note: 'Painting' }),
    );
  });

  it('keep a quote only until its nights change, however they change: a block written straight into the table, a hold, its running out', async () => {
    const [a, b, c] = processes;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [day(250), day(253)];
    // A visitor of their own, so these calls count against no other test's limit.
    const quoted = async (base: string) => (await fetch(`${base}/api/quote?start=${start}&end=${end}&guests=2`, { headers: { 'x-forwarded-for': '198.51.100.23' } })).status;
    const everywhere = async (status: number, timeout = 5_000) => {
      for (const running of processes) await expect.poll(() => quoted(running.base), { timeout, interval: 50 }).toBe(status);
    };
    // Each process keeps its quote now, as bytes with a strong ETag: a repeat visit transfers nothing.
    for (const running of processes) expect(await quoted(running.base)).toBe(200);
    const first = await fetch(`${a!.base}/api/quote?start=${start}&end=${end}&guests=2`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await first.json()) as { nights: number }).toMatchObject({ nights: 3 });
    // node:http, as a browser sends it (fetch marks a conditional request no-cache, which asks for the whole answer).
    const again = await rawGet(`${b!.base}/api/quote?start=${start}&end=${end}&guests=2`, { 'x-forwarded-for': '198.51.100.23', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    // What is not kept goes on to the procedure as before: a query it refuses is told why.
    const refused = await fetch(`${c!.base}/api/quote?start=${start}&end=${start}&guests=2`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(refused.status).toBe(400);

    // An iCal import, or a script, writes nights straight into the table: no admin call announces them, the table's trigger does.
    await adminQuery(databaseUrl, `insert into calendar_block (start_date, end_date, source, created_at) values ('${start}', '${end}', 'airbnb', now())`);
    await everywhere(409);
    await adminQuery(databaseUrl, `delete from calendar_block where start_date = '${start}' and source = 'airbnb'`);
    await everywhere(200);

    // A guest's checkout holds the nights for a few seconds; when the hold runs out nothing is written, and the nights are free at once.
    await adminQuery(
      databaseUrl,
      `insert into booking (id, reference, status, check_in, check_out, guests, pets, currency, total_cents, hold_expires_at, created_at, updated_at)
       values (gen_random_uuid(), 'KB-HOLD01', 'hold', '${start}', '${end}', 2, 0, 'USD', 150000, now() + interval '3 seconds', now(), now())`,
    );
    await everywhere(409);
    await everywhere(200, 10_000);
  });

  it("run each background job once: an e-mail queued through one is sent once, though all three send the outbox's mail", async () => {
    const [, b] = processes;
    const before = smtp.received.length;
    expect((await post(b!.base, '/api/password-reset/request', { email: OWNER.email }, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    await expect
      .poll(async () => (await adminQuery<{ status: string }>(databaseUrl, `select status from outbox_email where kind = 'password-reset'`)).map((row) => row.status), { timeout: 60_000 })
      .toEqual(['sent']);
    const resets = smtp.received.slice(before).filter((mail) => mail.to.includes(OWNER.email));
    expect(resets).toHaveLength(1);
    expect(await adminQuery(databaseUrl, `select count(*)::int as attempts from outbox_attempt join outbox_email on outbox_email.id = outbox_attempt.outbox_email_id where kind = 'password-reset'`)).toEqual([{ attempts: 1 }]);
  }, 90_000);

  it('stop cleanly on SIGTERM, each of them', async () => {
    for (const running of processes) running.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((running) => running.exited))).toEqual([0, 0, 0]);
  }, 60_000);
});
