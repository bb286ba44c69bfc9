import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLike, rawGet as raw, resetRateLimits, signedInOwner, startHttp, type HttpHarness } from '../../test/http-harness';
import { useTestDatabase } from '../../test/use-test-server';

// Public reads answered from kept bytes (kept-public-reads.ts): the same answer as the procedure's, every encoding,
// a 304 for a repeat visit, the change of an admin at once, and every call still counted by the API limit.

const db = useTestDatabase();
const servers: HttpHarness[] = [];
let base: string;

async function serve(options: Parameters<typeof startHttp>[1] = {}): Promise<string> {
  const http = await startHttp(db.orm, options);
  servers.push(http);
  return http.baseUrl;
}

beforeAll(async () => {
  base = await serve();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});


describe('kept public reads', () => {
  it('answers the same JSON in brotli, gzip and plain, with one strong ETag, and 304 with no body to a repeat visit', async () => {
    const url = `${base}/api/amenities`;
    const plain = await raw(url, { 'accept-encoding': 'identity' });
    const brotli = await raw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect([plain.status, brotli.status, gzip.status]).toEqual([200, 200, 200]);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const amenities = JSON.parse(plain.body.toString('utf8')) as { name: string }[];
    expect(amenities.length).toBeGreaterThan(10);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect([brotli.headers.etag, gzip.headers.etag]).toEqual([etag, etag]);
    const repeat = await raw(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    expect((await raw(url, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('answers ahead of the router with the headers every answer carries, and what the door does not take goes through Express alike', async () => {
    // A kept read, a kept quote, one the kept quote passes on (a coupon), a read with no kept answer, a page.
    const paths = ['/api/amenities', '/api/quote?start=2031-03-02&end=2031-03-06&guests=2', '/api/quote?start=2031-03-02&end=2031-03-06&guests=2&coupon=NOPE', '/api/calendar.ics', '/API/Amenities/'];
    for (const path of paths) {
      const answer = await raw(`${base}${path}`, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(answer.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['x-powered-by'], path).toBeUndefined();
    }
    const amenities = await raw(`${base}/API/Amenities/`, { 'accept-encoding': 'identity' });
    expect(amenities.status).toBe(200);
    expect((JSON.parse(amenities.body.toString('utf8')) as unknown[]).length).toBeGreaterThan(10);
  });

  it('shows an admin change in the very next read, under a new ETag', async () => {
    const owner = await signedInOwner(db.orm, base);
    const before = await raw(`${base}/api/settings/site_info`, {});
    const phoneBefore = (JSON.parse(before.body.toString('utf8')) as { contact_phone: string }).contact_phone;
    const settings = (await owner.get('/api/admin/site-settings')).body;
    try {
      expect((await owner.put('/api/admin/site-settings', { ...settings, contact_phone: '(808) 555-0177' })).status).toBe(200);
      const after = await raw(`${base}/api/settings/site_info`, { 'if-none-match': String(before.headers.etag) });
      expect(after.status, after.body.toString('utf8')).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(JSON.parse(after.body.toString('utf8'))).toMatchObject({ contact_phone: '(808) 555-0177' });
    } finally {
      await owner.put('/api/admin/site-settings', { ...settings, contact_phone: phoneBefore });
    }
  });

  it('still counts every read against the API limit', async () => {
    await resetRateLimits(db.orm);
    const limited = await serve({ apiRateLimit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await browserLike(limited).get('/api/reviews/summary')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await resetRateLimits(db.orm);
  });
});
