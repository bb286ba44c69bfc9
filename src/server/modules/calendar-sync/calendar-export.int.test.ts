import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { signedInOwner, type browserLike } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { parseIcalFeed } from './ical-import.logic';

const { db, http } = useTestServer();
let owner: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);

  const em = db.orm.em.fork();
  createBooking(em, { reference: 'KB-CONF01', status: 'confirmed', checkIn: day(10), checkOut: day(14) });
  createBooking(em, { reference: 'KB-LONGAGO', status: 'confirmed', checkIn: day(-60), checkOut: day(-55) });
  createBooking(em, { reference: 'KB-RECENT', status: 'confirmed', checkIn: day(-20), checkOut: day(-17) });
  createBooking(em, { reference: 'KB-HOLD01', status: 'hold', checkIn: day(20), checkOut: day(22), holdExpiresAt: new Date(Date.now() + 10 * 60_000) });
  createBooking(em, { reference: 'KB-CANC01', status: 'cancelled', checkIn: day(30), checkOut: day(33) });
  createBooking(em, { reference: 'KB-EXPD01', status: 'expired', checkIn: day(40), checkOut: day(42) });
  createCalendarBlock(em, { startDate: day(50), endDate: day(53), note: 'Uncle Keoni visiting' });
  createCalendarBlock(em, { startDate: day(60), endDate: day(65), source: 'feed:1', note: 'Airbnb: Reserved (uid x@airbnb.com)' });
  await em.flush();
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
