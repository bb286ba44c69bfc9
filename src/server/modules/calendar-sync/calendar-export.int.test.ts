import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { browserLike, startHttp, type HttpHarness } from '../../../test/http-harness';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { BookingEntity } from '../booking/booking.entity';
import { parseIcalFeed } from './ical-import.logic';

let db: TestDatabase;
let http: HttpHarness;
let owner: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

function booking(reference: string, status: 'hold' | 'confirmed' | 'cancelled' | 'expired', checkIn: string, checkOut: string, holdExpiresAt: Date | null = null) {
  return { reference, status, checkIn, checkOut, guests: 2, pets: 0, currency: 'USD', totalCents: 150_000, holdExpiresAt, createdAt: new Date(), updatedAt: new Date() };
}

beforeAll(async () => {
  db = await createTestDatabase();
  http = await startHttp(db.orm);
  owner = browserLike(http.baseUrl);
  expect((await owner.post('/api/register', { name: 'Leilani Kahale', email: 'owner@example.com', password: 'correct horse battery staple' })).status).toBe(201);

  const em = db.orm.em.fork();
  em.create(BookingEntity, booking('KB-CONF01', 'confirmed', day(10), day(14)));
  em.create(BookingEntity, booking('KB-LONGAGO', 'confirmed', day(-60), day(-55)));
  em.create(BookingEntity, booking('KB-RECENT', 'confirmed', day(-20), day(-17)));
  em.create(BookingEntity, booking('KB-HOLD01', 'hold', day(20), day(22), new Date(Date.now() + 10 * 60_000)));
  em.create(BookingEntity, booking('KB-CANC01', 'cancelled', day(30), day(33)));
  em.create(BookingEntity, booking('KB-EXPD01', 'expired', day(40), day(42)));
  em.create(CalendarBlockEntity, { startDate: day(50), endDate: day(53), source: 'owner', note: 'Uncle Keoni visiting', createdAt: new Date() });
  em.create(CalendarBlockEntity, { startDate: day(60), endDate: day(65), source: 'feed:1', note: 'Airbnb: Reserved (uid x@airbnb.com)', createdAt: new Date() });
  await em.flush();
});
afterAll(async () => {
  await http.close();
  await db.close();
});

describe('GET /api/calendar/<token>.ics', () => {
  let path = '';

  it('is reachable only through the URL the owner gets from the admin API', async () => {
    const response = await owner.get('/api/admin/calendar/export-url');
    expect(response.status).toBe(200);
    path = response.body.path as string;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.get('/api/admin/calendar/export-url')).body.path).toBe(path);
  });

  it('serves confirmed stays and owner blocks as all-day events, never holds, cancelled stays or imported nights', async () => {
    const response = await fetch(`${http.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('METHOD:PUBLISH\r\n');
    expect(text).toContain('X-WR-CALNAME:');

    const events = parseIcalFeed(text, day(-40)).events;
    expect(events.map((event) => [event.startDate, event.endDate, event.summary])).toEqual([
      [day(-20), day(-17), 'Reserved'],
      [day(10), day(14), 'Reserved'],
      [day(50), day(53), 'Blocked'],
    ]);
    expect(text).toContain(`DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${day(14).replace(/-/g, '')}\r\n`);
    expect(text).not.toContain('Keoni');
    expect(text).not.toContain('airbnb');
  });

  it('gives every event a UID that stays the same from one fetch to the next', async () => {
    const uids = (text: string) => parseIcalFeed(text, day(-40)).events.map((event) => event.uid);
    const [first, second] = await Promise.all([fetch(`${http.baseUrl}${path}`).then((r) => r.text()), fetch(`${http.baseUrl}${path}`).then((r) => r.text())]);
    expect(new Set(uids(first)).size).toBe(3);
    expect(uids(second)).toEqual(uids(first));
  });

  it.each([
    ['a wrong token of the right shape', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['a short token', '/api/calendar/abc.ics'],
    ['no token', '/api/calendar/.ics'],
  ])('answers 404 to %s', async (_name, wrong) => {
    const response = await fetch(`${http.baseUrl}${wrong}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/calendar');
  });

  it('stops serving the old URL once the owner rotates the token', async () => {
    const rotated = await owner.post('/api/admin/calendar/export-token/rotate');
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.path as string;
    expect(fresh).not.toBe(path);
    expect((await fetch(`${http.baseUrl}${path}`)).status).toBe(404);
    expect((await fetch(`${http.baseUrl}${fresh}`)).status).toBe(200);
    expect((await owner.get('/api/admin/calendar/export-url')).body.path).toBe(fresh);
  });
});
