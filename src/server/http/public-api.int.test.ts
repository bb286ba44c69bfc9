import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../shared/lib/dates';
import { browserLike, startHttp, type HttpHarness } from '../../test/http-harness';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createCaller } from '../trpc/app-router';
import { createInnerContext, memorySession } from '../trpc/context';

let db: TestDatabase;
let http: HttpHarness;

beforeAll(async () => {
  db = await createTestDatabase();
  http = await startHttp(db.orm);
});
afterAll(async () => {
  await http.close();
  await db.close();
});

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
  it('answers exactly what the procedure answers', async () => {
    const caller = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession() }));
    const pairs: [string, () => Promise<unknown>][] = [
      ['/api/property/public', () => caller.property.public()],
      ['/api/photos', () => caller.property.photos()],
      ['/api/amenities', () => caller.property.amenities()],
      ['/api/amenity-categories', () => caller.property.amenityCategories()],
      ['/api/nearby-attractions', () => caller.property.attractions()],
      ['/api/reviews/public', () => caller.reviews.public()],
      ['/api/reviews/summary', () => caller.reviews.summary()],
      ['/api/settings/site_info', () => caller.content.siteInfo()],
    ];
    for (const [path, call] of pairs) {
      expect((await getJson(path)).body, path).toEqual(JSON.parse(JSON.stringify(await call())));
    }
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
    expect(String(sitemap.body)).toContain('<loc>http://127.0.0.1/stay</loc>');
    expect(String(sitemap.body)).not.toContain('/admin');
    expect(String((await client.get('/robots.txt')).body)).toContain('Disallow: /admin');
  });
});
