import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { browserLike, resetRateLimits, startHttp, type HttpHarness } from '../../test/http-harness';
import { useTestDatabase } from '../../test/use-test-server';
import { BookingEntity } from '../modules/booking/booking.entity';

// The probe's findings F1 (batches multiplied every limit), F2 (path spellings
// skipped them) and F5 (batched calls shared one unit of work), reproduced
// over real HTTP against a real database.

const db = useTestDatabase();
const servers: HttpHarness[] = [];

async function serve(options: Parameters<typeof startHttp>[1]): Promise<HttpHarness> {
  const http = await startHttp(db.orm, options);
  servers.push(http);
  return http;
}

beforeEach(async () => {
  await resetRateLimits(db.orm);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const json = { 'content-type': 'application/json' };

/** One HTTP request carrying `inputs.length` calls of `procedure` (tRPC's batch format). */
async function batch(baseUrl: string, procedure: string, inputs: unknown[], method: 'GET' | 'POST' = 'POST') {
  const body = JSON.stringify(Object.fromEntries(inputs.map((input, index) => [String(index), { json: input }])));
  const url = `${baseUrl}/trpc/${inputs.map(() => procedure).join(',')}?batch=1`;
  const response =
    method === 'GET' ? await fetch(`${url}&input=${encodeURIComponent(body)}`) : await fetch(url, { method: 'POST', headers: json, body });
  return { status: response.status, results: (await response.json()) as { result?: { data: { json: unknown } }; error?: { json: { data: { httpStatus: number } } } }[] };
}

const statusOf = (entry: { result?: unknown; error?: { json: { data: { httpStatus: number } } } }) => (entry.error ? entry.error.json.data.httpStatus : 200);
const wrongLogin = (i: number) => ({ email: `guess-${i}-${Math.random().toString(36).slice(2)}@example.com`, password: `guess ${i}` });

describe('limits count calls, not requests (F1)', () => {
  it('counts each sign-in in a batch against the sign-in limit', async () => {
    const http = await serve({ authRateLimit: 5 });
    const { results } = await batch(http.baseUrl, 'auth.login', Array.from({ length: 20 }, (_, i) => wrongLogin(i)));
    const statuses = results.map(statusOf);
    // Five calls pass the tier (the password queue may turn some of those away too); none beyond them is checked.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - statuses.filter((status) => status === 401).length);
    const after = await fetch(`${http.baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(99)) });
    expect(after.status).toBe(429);
    expect((await after.json()).message).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('counts each call of a batch against the general API limit', async () => {
    const http = await serve({ apiRateLimit: 8 });
    const { results } = await batch(http.baseUrl, 'reviews.summary', Array.from({ length: 12 }, () => null), 'GET');
    const statuses = results.map(statusOf);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('refuses a batch larger than the cap before any call runs', async () => {
    const http = await serve({ authRateLimit: 1000 });
    const response = await batch(http.baseUrl, 'auth.login', Array.from({ length: 21 }, (_, i) => wrongLogin(i)));
    expect(response.status).toBe(400);
    // Nothing was counted: a single sign-in afterwards is still a plain 401.
    const single = await fetch(`${http.baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(1)) });
    expect(single.status).toBe(401);
  });

  it('shares one count between server processes and keeps it across a restart', async () => {
    const first = await serve({ authRateLimit: 3 });
    const second = await serve({ authRateLimit: 3 });
    const login = (http: HttpHarness, i: number) => fetch(`${http.baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(i)) });
    expect((await login(first, 1)).status).toBe(401);
    expect((await login(second, 2)).status).toBe(401);
    expect((await login(first, 3)).status).toBe(401);
    expect((await login(second, 4)).status).toBe(429);
    await first.close();
    const restarted = await serve({ authRateLimit: 3 });
    expect((await login(restarted, 5)).status).toBe(429);
  });
});

describe('no spelling of a path skips its limit (F2)', () => {
  it('answers 429 on every route to a limited procedure once its limit is used up', async () => {
    const http = await serve({ authRateLimit: 2 });
    for (let i = 0; i < 2; i += 1) {
      expect((await fetch(`${http.baseUrl}/api/login`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(i)) })).status).toBe(401);
    }
    const rest = ['/API/login', '/Api/Login', '/api/login/', '/api/LOGIN'];
    for (const path of rest) {
      const response = await fetch(`${http.baseUrl}${path}`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(7)) });
      expect({ path, status: response.status }).toEqual({ path, status: 429 });
    }
    const trpc = ['/TRPC/auth.login', '/Trpc/auth.login', '/trpc/auth%2Elogin', '/trpc/auth%2elogin', '/trpc/auth.login/'];
    for (const path of trpc) {
      const response = await fetch(`${http.baseUrl}${path}`, { method: 'POST', headers: json, body: JSON.stringify({ json: wrongLogin(8) }) });
      // Either the limit answers or no procedure is found; a password is never checked.
      expect({ path, status: response.status }).toEqual({ path, status: response.status === 404 ? 404 : 429 });
    }
    for (const path of ['//api/login', '/api//login', '/trpc//auth.login']) {
      const response = await fetch(`${http.baseUrl}${path}`, { method: 'POST', headers: json, body: JSON.stringify(wrongLogin(9)) });
      expect({ path, status: response.status }).not.toEqual({ path, status: 401 });
    }
  });
});

describe('each call is its own unit of work (F5)', () => {
  it('answers 20 identical holds in one batch with one success and 19 clean conflicts', async () => {
    const http = await serve({});
    const start = addDaysIso(todayAtProperty(), 200);
    const stay = { start, end: addDaysIso(start, 2), guests: 2 };
    const { status, results } = await batch(http.baseUrl, 'booking.hold', Array.from({ length: 20 }, () => stay));
    expect(status).toBeLessThan(500);
    const statuses = results.map(statusOf);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const won = results.find((entry) => entry.result)!.result!.data.json as { reference: string };
    const em = db.orm.em.fork();
    expect(await em.count(BookingEntity, { reference: won.reference, status: 'hold' })).toBe(1);
    expect(await em.count(BookingEntity, { checkIn: start })).toBe(1);
  });
});

describe('requests from other sites (F14)', () => {
  it('refuses a cross-site logout and keeps the owner signed in', async () => {
    const http = await serve({});
    const owner = browserLike(http.baseUrl);
    expect((await owner.post('/api/register', { name: 'Leilani Kahale', email: 'owner@example.com', password: 'correct horse battery staple' })).status).toBe(201);
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const response = await fetch(`${http.baseUrl}/api/logout`, { method: 'POST', headers: { cookie: owner.cookie(), ...headers } });
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const trpc = await fetch(`${http.baseUrl}/trpc/auth.logout`, { method: 'POST', headers: { cookie: owner.cookie(), 'sec-fetch-site': 'cross-site', ...json }, body: '{}' });
    expect(trpc.status).toBe(403);
    expect((await owner.get('/api/user')).status).toBe(200);
    // Our own pages (same origin) still sign out.
    const own = await fetch(`${http.baseUrl}/api/logout`, { method: 'POST', headers: { cookie: owner.cookie(), 'sec-fetch-site': 'same-origin', origin: http.baseUrl } });
    expect(own.status).toBe(200);
  });
});

describe('personal answers are never stored by caches (F15)', () => {
  it('marks the user, admin and guest-booking answers no-store, and leaves public reads cacheable', async () => {
    const http = await serve({});
    const owner = browserLike(http.baseUrl);
    await owner.post('/api/login', { email: 'owner@example.com', password: 'correct horse battery staple' });
    const cacheControl = async (path: string) => (await fetch(`${http.baseUrl}${path}`, { headers: { cookie: owner.cookie() } })).headers.get('cache-control');
    expect(await cacheControl('/api/user')).toBe('no-store');
    expect(await cacheControl('/api/admin/bookings')).toBe('no-store');
    expect(await cacheControl('/trpc/auth.me')).toBe('no-store');
    const view = encodeURIComponent(JSON.stringify({ json: { reference: 'KB-NOPE', token: 'x' } }));
    expect(await cacheControl(`/trpc/booking.view?input=${view}`)).toBe('no-store');
    // A batch with one personal call is personal as a whole.
    expect(await cacheControl('/trpc/property.public,auth.me?batch=1&input=%7B%7D')).toBe('no-store');
    expect(await cacheControl('/api/property/public')).not.toBe('no-store');
    expect(await cacheControl('/trpc/property.public,reviews.summary?batch=1&input=%7B%7D')).not.toBe('no-store');
  });
});

describe('racing checkouts (found by the fuzzing of F12)', () => {
  it('answers 8 identical concurrent checkouts with one hold and clean conflicts, never a 5xx', async () => {
    const http = await serve({});
    const start = addDaysIso(todayAtProperty(), 230);
    const guest = { name: 'Kai Akana', email: 'kai@example.com', phone: '808-555-0199', arrivalTime: 'Not sure yet', message: '', agreeToPolicies: true };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${http.baseUrl}/api/bookings/checkout`, { method: 'POST', headers: json, body: JSON.stringify({ start, end: addDaysIso(start, 3), guests: 2, guest }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await db.orm.em.fork().count(BookingEntity, { checkIn: start, status: 'hold' })).toBe(1);
  });
});
