import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { browserLike, ownerAndBooking } from '../../test/http-harness';
import { useTestServer } from '../../test/use-test-server';
import { appRouter } from '../app-router';
import { restRoutes, type RestRoute } from './rest-routes';

const { http } = useTestServer();

async function getJson(path: string) {
  const response = await fetch(`${http.baseUrl}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('public read API (spec §7)', () => {
  it('GET /api/property/public answers with the spec fields and no exact address', async () => {
    const { status, body } = await getJson('/api/property/public');
    expect(status).toBe(200);
    for (const field of [
      'title', 'general_location', 'lat', 'lng', 'square_feet', 'bedrooms', 'bathrooms', 'max_guests', 'base_rate',
      'check_in_time', 'check_out_time', 'pets_allowed', 'smoking_allowed', 'rating', 'review_count', 'price_range', 'photos',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body.general_location).toBe('Kaneohe, Hawaii');
    expect(body.base_rate).toMatch(/^\d+\.\d{2}$/);
    expect(body.photos.length).toBeGreaterThanOrEqual(12);
    expect(body.photos[0]).toMatchObject({ id: expect.any(Number), url: expect.stringMatching(/^\/photos\/.+\.webp$/), alt: expect.any(String), is_featured: expect.any(Boolean) });
    expect(JSON.stringify(body)).not.toMatch(/exact|address/i);
    expect(body.review_count).toBeGreaterThanOrEqual(40);
  });

  it('keeps the exact coordinates for signed-in users', async () => {
    expect((await getJson('/api/property/coordinates')).status).toBe(401);
    const directions = await getJson('/api/property/directions-coordinates');
    expect(directions.status).toBe(200);
    expect(directions.body).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('lists photos with responsive AVIF and WebP sources from 320 to 1920 wide', async () => {
    const { body } = await getJson('/api/photos');
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body[0].srcset.avif).toContain('-320.avif 320w');
    expect(body[0].srcset.webp).toContain('-1920.webp 1920w');
    expect(body.filter((photo: { is_featured: boolean }) => photo.is_featured).length).toBeGreaterThan(0);
  });

  it('lists amenities and their categories, matched by name', async () => {
    const amenities = await getJson('/api/amenities');
    const categories = await getJson('/api/amenity-categories');
    expect(amenities.body.length).toBeGreaterThanOrEqual(20);
    expect(categories.body.length).toBeGreaterThanOrEqual(5);
    const names = new Set(categories.body.map((category: { name: string }) => category.name));
    for (const amenity of amenities.body) expect(names.has(amenity.category)).toBe(true);
    expect(amenities.body.some((amenity: { featured: boolean }) => amenity.featured)).toBe(true);
    expect(categories.body[0]).toMatchObject({ name: expect.any(String), sort_order: expect.any(Number) });
  });

  it('lists nearby attractions with numeric-string coordinates', async () => {
    const { body } = await getJson('/api/nearby-attractions');
    expect(body.length).toBeGreaterThanOrEqual(8);
    for (const attraction of body) {
      expect(attraction.lat).toMatch(/^-?\d+\.\d+$/);
      expect(attraction.lng).toMatch(/^-?\d+\.\d+$/);
      expect(Array.isArray(attraction.tags)).toBe(true);
      expect(Array.isArray(attraction.gallery_images)).toBe(true);
    }
    const categories = new Set(body.map((attraction: { category: string }) => attraction.category));
    for (const category of ['beach', 'restaurant', 'attraction', 'shopping', 'transportation']) expect(categories.has(category)).toBe(true);
  });

  it('lists published reviews newest first and summarises them', async () => {
    const reviews = await getJson('/api/reviews/public');
    const summary = await getJson('/api/reviews/summary');
    expect(reviews.body.length).toBeGreaterThanOrEqual(40);
    const dates = reviews.body.map((review: { review_date: string }) => review.review_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(summary.body.totalReviews).toBe(reviews.body.length);
    const counted = [1, 2, 3, 4, 5].reduce((sum, star) => sum + summary.body.reviewCounts[star], 0);
    expect(counted).toBe(reviews.body.length);
    const mean = reviews.body.reduce((sum: number, review: { rating: number }) => sum + review.rating, 0) / reviews.body.length;
    expect(summary.body.averageRating).toBeCloseTo(mean, 1);
  });

  it('gives site info with the Honolulu registration numbers', async () => {
    const { status, body } = await getJson('/api/settings/site_info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ site_name: expect.any(String), contact_email: expect.stringContaining('@') });
    expect(body.address.split(',').length).toBe(3);
    expect(body.tat_registration_id).not.toBe('');
    expect(body.tax_map_key).not.toBe('');
    expect(body.social_links).toHaveProperty('instagram');
  });

  it('quotes a stay with start, end and guests, as decimal strings', async () => {
    const start = addDaysIso(todayAtProperty(), 40);
    const end = addDaysIso(start, 4);
    const { status, body } = await getJson(`/api/quote?start=${start}&end=${end}&guests=2`);
    expect(status).toBe(200);
    for (const field of ['nightlyRate', 'total', 'breakdown', 'cleaningFee', 'serviceFee', 'taxes', 'discount', 'base_price']) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body.nights).toBe(4);
    expect(body.breakdown.every((line: { label: string; amount: string }) => typeof line.label === 'string' && /^-?\d+\.\d{2}$/.test(line.amount))).toBe(true);
  });

  it('answers availability for a window with blocked dates', async () => {
    const start = todayAtProperty();
    const { status, body } = await getJson(`/api/availability/merged?start=${start}&end=${addDaysIso(start, 180)}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.availability.blocked_dates)).toBe(true);
  });
});

describe('REST is a thin adapter over tRPC', () => {
  // Every row of the REST table answers what its procedure answers over /trpc: the same status
  // (the row's own on success) and the same body. Public rows go anonymous, admin rows as the owner.
  // Rows that change state get a fresh input per side (new dates, a new thing to delete) and are
  // compared by the shape of the answer; reads are compared exactly.
  type Input = Record<string, unknown> | undefined;
  interface Answer {
    status: number;
    body: unknown;
  }

  const procedureTypes = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures;
  let ownerCookie = '';
  let reference = '';
  let token = '';
  let counter = 0;
  const next = () => (counter += 1);

  beforeAll(async () => {
    ({ ownerCookie, reference, token } = await ownerAndBooking(http.baseUrl));
  });

  async function asOwner(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${http.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', cookie: ownerCookie }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  }

  /** A valid input for one side; stateful rows get a new one each call. */
  async function inputFor(procedure: string): Promise<Input> {
    const n = next();
    const start = addDaysIso(todayAtProperty(), 40 + n * 6);
    const far = addDaysIso(todayAtProperty(), 200 + n * 6);
    const guest = { name: 'Ana Bell', email: 'ana@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true };
    switch (procedure) {
      case 'auth.login':
        return { email: 'owner@example.com', password: 'not the password' };
      case 'auth.register':
        return { name: 'Ana Bell', email: `parity-${n}@example.com`, password: 'correct horse battery', invitationCode: 'not-a-code' };
      case 'auth.requestPasswordReset':
        return { email: `nobody-${n}@example.com` };
      case 'auth.resetPassword':
        return { token: 'not-a-reset-token-but-long-enough-to-parse', password: 'correct horse battery' };
      case 'quote.get':
        return { start, end: addDaysIso(start, 3), guests: 2 };
      case 'availability.merged':
        return { start, end: addDaysIso(start, 60) };
      case 'booking.hold':
        return { start, end: addDaysIso(start, 3), guests: 2 };
      case 'booking.startCheckout':
        return { start, end: addDaysIso(start, 3), guests: 2, guest };
      case 'booking.confirmPayment':
        return { reference, token };
      case 'booking.payDemo':
        return { reference: 'KB-ZZZZZZ', token };
      case 'contact.send':
        return { name: 'Ana Bell', email: 'ana@example.com', message: 'Is the kayak free in May?', website: '', formToken: 'not-a-token' };
      case 'admin.team.createInvitation':
        return { email: `staff-${n}@example.com`, role: 'staff' };
      case 'admin.team.revokeInvitation':
        return { id: (await asOwner('POST', '/api/admin/invitations', { email: `revoked-${n}@example.com`, role: 'staff' })).id };
      case 'admin.security.removePasskey':
        return { id: 'not-a-passkey' };
      case 'admin.security.renamePasskey':
        return { id: 'not-a-passkey', name: 'Laptop' };
      case 'auth.passkeySignIn':
        return { response: { id: 'bm8', rawId: 'bm8', type: 'public-key', response: {} } };
      case 'admin.security.addPasskey':
        return { name: 'Laptop', response: { id: 'bm8', rawId: 'bm8', type: 'public-key', response: {} } };
      case 'auth.verifySignInCode':
      case 'admin.security.confirmTwoFactor':
      case 'admin.security.disableTwoFactor':
        return { code: '000000' };
      case 'admin.security.setRequirement':
        return { requiredForEveryone: false };
      case 'admin.calendar.addFeed':
        return { name: `Airbnb ${n}`, url: `http://93.184.215.14/calendar-${n}.ics` };
      case 'admin.calendar.removeFeed':
        return { id: (await asOwner('POST', '/api/admin/calendar/feeds', { name: `Gone ${n}`, url: `http://93.184.215.14/gone-${n}.ics` })).id };
      case 'admin.calendar.syncNow':
        return { id: 999_999 };
      case 'admin.calendar.month':
        return { start, end: addDaysIso(start, 31) };
      case 'admin.calendar.blockNights':
      case 'admin.calendar.unblockNights':
        return { start: far, end: addDaysIso(far, 2), note: 'Painting' };
      case 'admin.calendar.setNightPrice':
        return { start: far, end: addDaysIso(far, 2), nightlyCents: 60_000 };
      case 'admin.calendar.setMinStay':
        return { start: far, end: addDaysIso(far, 2), minNights: 3 };
      case 'admin.bookings.list':
        return { filter: 'upcoming', page: 1, pageSize: 25 };
      case 'admin.bookings.get':
      case 'admin.bookings.resendConfirmation':
        return { reference };
      case 'admin.bookings.exportCsv':
        return { filter: 'all', search: 'a' };
      case 'admin.bookings.createManual':
        return { start, end: addDaysIso(start, 3), guests: 2, guest: { name: 'Kai Phone', phone: '+1 808 555 0101' }, paymentMethod: 'due' };
      case 'admin.bookings.blackouts.add':
        return { start: far, end: addDaysIso(far, 2), note: 'Painting' };
      case 'admin.bookings.blackouts.remove':
        return { id: (await asOwner('POST', '/api/admin/blackouts', { start: far, end: addDaysIso(far, 2), note: 'Gone' })).id };
      case 'admin.pricing.updateSettings':
        return asOwner('GET', '/api/admin/pricing');
      case 'admin.site.update':
        return asOwner('GET', '/api/admin/site-settings');
      case 'admin.taxReport.get':
      case 'admin.taxReport.csv':
        return { year: 2026, period: 'quarterly', basis: 'accrual' };
      case 'admin.reports.summary':
      case 'admin.reports.summaryCsv':
        return { from: '2026-01-01', to: '2026-06-30' };
      case 'admin.reports.onTheBooks':
        return { asOf: '2026-11-26' };
      case 'admin.guests.history':
        return { email: 'ANA@example.com' };
      case 'admin.contact.outboxMessage': {
        // A reset link for the owner is queued; no worker sends mail in this server, so both sides read the same message.
        await fetch(`${http.baseUrl}/api/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@example.com' }) });
        const outbox = (await asOwner('GET', '/api/admin/outbox')) as unknown as { id: number }[];
        expect(outbox.length, 'the outbox holds the reset link').toBeGreaterThan(0);
        return { id: outbox[0]!.id };
      }
      case 'admin.pricing.createCoupon':
        return { code: `PARITY${n}`, kind: 'percent', value: 10_000, validFrom: start, validTo: far, maxUses: 5, active: true };
      default:
        return undefined;
    }
  }

  function restRequest(route: RestRoute, input: Input): { path: string; init: RequestInit } {
    let path = route.path;
    let body: string | undefined;
    if (route.input === 'params') for (const [key, value] of Object.entries(input ?? {})) path = path.replace(`:${key}`, encodeURIComponent(String(value)));
    if (route.input === 'query') path += `?${new URLSearchParams(Object.entries(input ?? {}).map(([key, value]) => [key, String(value)]))}`;
    if (route.input === 'body') body = JSON.stringify(input ?? {});
    return { path, init: { method: route.method.toUpperCase(), body } };
  }

  async function send(path: string, init: RequestInit, admin: boolean): Promise<Answer> {
    const headers: Record<string, string> = { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(admin ? { cookie: ownerCookie } : {}) };
    const response = await fetch(`${http.baseUrl}${path}`, { ...init, headers });
    // A CSV row answers the file itself; its procedure answers { filename, csv }.
    if (response.headers.get('content-type')?.startsWith('text/csv')) return { status: response.status, body: { csv: await response.text() } };
    return { status: response.status, body: await response.json() };
  }

  /** The tRPC answer in REST's terms: the data on success, `{ code, message, fieldErrors? }` on failure. */
  async function viaTrpc(procedure: string, input: Input, admin: boolean): Promise<Answer> {
    const wrapped = JSON.stringify({ json: input });
    const answer =
      procedureTypes[procedure]!._def.type === 'query'
        ? await send(`/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(wrapped)}`}`, { method: 'GET' }, admin)
        : await send(`/trpc/${procedure}`, { method: 'POST', body: input === undefined ? '{}' : wrapped }, admin);
    const body = answer.body as { result?: { data: { json: unknown } }; error?: { json: { message: string; data: { code: string; fieldErrors?: unknown } } } };
    if (body.error) {
      const { message, data } = body.error.json;
      return { status: answer.status, body: { code: data.code, message, ...(data.fieldErrors ? { fieldErrors: data.fieldErrors } : {}) } };
    }
    return { status: answer.status, body: body.result?.data.json ?? null };
  }

  /** Keys and kinds of a JSON value, for answers that differ per call only in their values. */
  function shapeOf(value: unknown): unknown {
    if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]).sort());
    return value === null ? 'null' : typeof value;
  }

  it('answers exactly what the procedure answers, for every row of the REST table', async () => {
    expect(restRoutes.length).toBeGreaterThan(40);
    const checked: string[] = [];
    for (const route of restRoutes) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      const admin = route.path.startsWith('/api/admin/');
      // The audit log's CSV records its own export, so the second call's file has one row more.
      const changesState = route.method !== 'get' || route.procedure === 'contact.formToken' || route.procedure === 'admin.audit.exportCsv';
      const restInput = await inputFor(route.procedure);
      const trpcInput = changesState ? await inputFor(route.procedure) : restInput;
      const { path, init } = restRequest(route, restInput);
      const rest = await send(path, init, admin);
      const answer = await viaTrpc(route.procedure, trpcInput, admin);
      const trpc = route.csv && answer.status === 200 ? { ...answer, body: { csv: (answer.body as { csv: string }).csv } } : answer;
      if (trpc.status === 200) expect.soft(rest.status, label).toBe(route.status ?? 200);
      else expect.soft(rest.status, label).toBe(trpc.status);
      if (changesState) expect.soft(shapeOf(rest.body), label).toEqual(shapeOf(trpc.body));
      else expect.soft(rest.body, label).toEqual(trpc.body);
      checked.push(label);
    }
    expect(checked).toHaveLength(restRoutes.length);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const { status, body } = await getJson('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'No such API endpoint.' });
  });

  it('rejects bad query input with a 400 and a message per field', async () => {
    const { status, body } = await getJson('/api/quote?start=2026-02-30&end=soon&guests=many');
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      start: ['Invalid date format'],
      end: ['Invalid date format'],
      guests: ['Please select a valid number of guests'],
    });
    expect(JSON.stringify(body)).not.toMatch(/\bat [\w.]+ \(|node_modules|ZodError|from "\w+"/);
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await fetch(`${http.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('serves the sitemap and robots.txt', async () => {
    const client = browserLike(http.baseUrl);
    const sitemap = await client.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<loc>http://127.0.0.1/stay</loc>');
    expect(sitemap.text).not.toContain('/admin');
    expect((await client.get('/robots.txt')).text).toContain('Disallow: /admin');
  });
});
