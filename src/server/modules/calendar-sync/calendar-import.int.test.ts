import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysIso, nightsOfStay, todayAtProperty } from '../../../shared/lib/dates';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { bookingHorizonEnd } from '../../../shared/booking/booking-window.rules';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { loadPricingSettings } from '../pricing/pricing-settings.service';
import { CalendarFeedEntity, feedSource } from './calendar-feed.entity';
import type * as FeedFetchModule from './feed-fetch';
import type { FetchLimits } from './feed-fetch';
import { startFeedServer, type FeedServer } from '../../../test/feed-server';
import { airbnbFeed, bookingComFeed, vrboFeed } from '../../../test/fixtures/ota-feeds';

// The feeds here are served from 127.0.0.1, which the fetch guard refuses, and the admin API
// takes no network option: this file (about importing) lets the test feed server through.
// feed-guard.int.test.ts calls the same API with the guard as production has it.
vi.mock('./feed-fetch', async (importOriginal) => {
  const real = await importOriginal<typeof FeedFetchModule>();
  const { feedServerNetwork } = await import('../../../test/feed-server');
  return { ...real, fetchFeedText: (url: string, limits?: FetchLimits) => real.fetchFeedText(url, limits, feedServerNetwork) };
});

const { db, http } = useTestServer();
let feeds: FeedServer;
let owner: ReturnType<typeof browserLike>;

const day = (offset: number) => addDaysIso(base, offset);
const base = addDaysIso(todayAtProperty(), 60);
const ids: Record<string, number> = {};

const airbnbStays = [
  { uid: '1418fb94e984-a5c1ae6e6a1e2b8e@airbnb.com', start: day(0), end: day(4) },
  { uid: '7d2e91c0aa52-0c8e47f4b1b2d7f1@airbnb.com', start: day(10), end: day(12), summary: 'Airbnb (Not available)' },
];
const vrboStays = [{ uid: 'c1a7b1b0-5d2e-4f7a-9d61-1f0b8e3a2c44', start: day(20), end: day(23), summary: 'Reserved - Jane D' }];

async function blockedNights(start = base, end = day(40)): Promise<string[]> {
  const response = await fetch(`${http.baseUrl}/api/availability/merged?start=${start}&end=${end}`);
  const body = (await response.json()) as { availability: { blocked_dates: { date: string }[] } };
  return body.availability.blocked_dates.map((entry) => entry.date);
}

async function feedStatus(id: number) {
  const list = (await owner.get('/api/admin/calendar/feeds')).body as unknown as { id: number }[];
  return list.find((feed) => feed.id === id) as Record<string, unknown>;
}

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve('/airbnb.ics', { body: airbnbFeed(airbnbStays) });
  // VRBO writes check-in 16:00 and check-out 10:00 Honolulu time, here in UTC.
  feeds.serve('/vrbo.ics', { body: vrboFeed(vrboStays, 'utc'), contentType: 'text/calendar' });
  feeds.serve('/booking.ics', { body: bookingComFeed([{ uid: '5f0c2a9e41d7b3a8@booking.com', night: day(30) }]) });
  owner = await signedInOwner(db.orm, http.baseUrl);
});
afterAll(async () => {
  await feeds.close();
});

describe('the admin calendar API', () => {
  it('answers 401 to anybody not signed in', async () => {
    const anonymous = browserLike(http.baseUrl);
    expect((await anonymous.get('/api/admin/calendar/feeds')).status).toBe(401);
    expect((await anonymous.post('/api/admin/calendar/feeds', { name: 'Airbnb', url: feeds.url('/airbnb.ics') })).status).toBe(401);
    expect((await anonymous.post('/api/admin/calendar/feeds/1/sync')).status).toBe(401);
    expect((await anonymous.get('/api/admin/calendar/export-url')).status).toBe(401);
    expect((await anonymous.post('/api/admin/calendar/export-token/rotate')).status).toBe(401);
  });

  it.each([
    ['an ftp address', 'ftp://example.com/calendar.ics'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['no address at all', 'airbnb calendar'],
  ])('refuses %s with a message on the field', async (_name, url) => {
    const response = await owner.post('/api/admin/calendar/feeds', { name: 'Airbnb', url });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ url: ['Enter an address starting with https:// or http://'] });
  });

  it('adds feeds, and refuses the same address twice', async () => {
    for (const [name, path] of [['Airbnb', '/airbnb.ics'], ['VRBO', '/vrbo.ics'], ['Booking.com', '/booking.ics']] as const) {
      const response = await owner.post('/api/admin/calendar/feeds', { name, url: feeds.url(path) });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ name, lastSuccessAt: null, lastError: null, eventCount: 0, stale: false });
      ids[name] = response.body.id as number;
    }
    const again = await owner.post('/api/admin/calendar/feeds', { name: 'Airbnb again', url: feeds.url('/airbnb.ics') });
    expect(again.status).toBe(409);
  });
});

describe('importing Airbnb, VRBO and Booking.com', () => {
  it('blocks every night of every event once synced', async () => {
    expect(await blockedNights()).toEqual([]);
    const results = await Promise.all(Object.values(ids).map((id) => owner.post(`/api/admin/calendar/feeds/${id}/sync`)));
    expect(results.map((result) => [result.status, result.body.ok, result.body.imported])).toEqual([
      [200, true, 2],
      [200, true, 1],
      [200, true, 1],
    ]);
    expect(await blockedNights()).toEqual([
      ...nightsOfStay(day(0), day(4)),
      ...nightsOfStay(day(10), day(12)),
      ...nightsOfStay(day(20), day(23)),
      day(30),
    ]);
    expect(await feedStatus(ids.Airbnb!)).toMatchObject({ eventCount: 2, lastError: null, stale: false, lastSuccessAt: expect.any(String) });
  });

  it('frees the nights of an event that vanished from its feed', async () => {
    feeds.serve('/airbnb.ics', { body: airbnbFeed(airbnbStays.slice(1)) });
    const result = await owner.post(`/api/admin/calendar/feeds/${ids.Airbnb}/sync`);
    expect(result.body).toMatchObject({ ok: true, imported: 1 });
    const blocked = await blockedNights();
    expect(blocked).not.toContain(day(0));
    expect(blocked).toContain(day(10));
  });

  it.each([
    ['answers 500', { status: 500, body: 'Internal Server Error', contentType: 'text/plain' }, 'The calendar server answered with an error (HTTP 500).'],
    ['answers a sign-in page instead of a calendar', { body: '<!DOCTYPE html><html><body>Log in</body></html>', contentType: 'text/html' }, 'The calendar could not be read: it is not a valid iCal file.'],
    ['hangs up', { hangUp: true }, 'The calendar address could not be reached.'],
    // The probe's body (F8): its NUL byte once made this a 500 and recorded nothing.
    ['serves a NUL byte', { body: 'BEGIN:VCALENDAR\r\nthis is : not ; valid\r\n\x00\xff\xfe\r\n' }, 'The calendar could not be read: it is not a valid iCal file.'],
  ])('keeps the last good blocks and records the error when the feed %s', async (_name, answer, error) => {
    const before = await feedStatus(ids.VRBO!);
    feeds.serve('/vrbo.ics', answer);
    const result = await owner.post(`/api/admin/calendar/feeds/${ids.VRBO}/sync`);
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(false);
    const after = await feedStatus(ids.VRBO!);
    expect(after.lastError).toBe(error);
    expect(after.lastSuccessAt).toBe(before.lastSuccessAt);
    expect(after.lastAttemptAt).not.toBe(before.lastAttemptAt);
    expect(await blockedNights()).toEqual(expect.arrayContaining(nightsOfStay(day(20), day(23))));
  });

  it('clears the error once the feed answers again', async () => {
    feeds.serve('/vrbo.ics', { body: vrboFeed(vrboStays, 'honolulu') });
    expect((await owner.post(`/api/admin/calendar/feeds/${ids.VRBO}/sync`)).body.ok).toBe(true);
    expect(await feedStatus(ids.VRBO!)).toMatchObject({ lastError: null, eventCount: 1 });
    expect(await blockedNights()).toEqual(expect.arrayContaining(nightsOfStay(day(20), day(23))));
  });

  it('records an unreachable address as a sync error', async () => {
    const gone = await startFeedServer();
    const url = gone.url('/calendar.ics');
    await gone.close();
    const added = await owner.post('/api/admin/calendar/feeds', { name: 'Old VRBO listing', url });
    const result = await owner.post(`/api/admin/calendar/feeds/${String(added.body.id)}/sync`);
    expect(result.body).toMatchObject({ ok: false, feed: { lastError: 'The calendar address could not be reached.' } });
    expect((await owner.del(`/api/admin/calendar/feeds/${String(added.body.id)}`)).status).toBe(200);
  });

  it('ignores and flags events too long to be stays, and clips the rest to the booking horizon (F13)', async () => {
    const horizonEnd = bookingHorizonEnd(todayAtProperty(), (await loadPricingSettings(db.orm.em.fork())).bookingHorizonMonths);
    // The probe's two events, a real stay after them, and one running past the horizon.
    feeds.serve('/broken-export.ics', {
      body: airbnbFeed([
        { uid: 'century@airbnb.com', start: '2026-12-01', end: '2126-12-01' },
        { uid: 'forever@airbnb.com', start: '2027-01-01', end: '9999-12-31' },
        { uid: 'real@airbnb.com', start: day(100), end: day(103) },
        { uid: 'late@airbnb.com', start: addDaysIso(horizonEnd, -3), end: addDaysIso(horizonEnd, 5) },
      ]),
    });
    const added = await owner.post('/api/admin/calendar/feeds', { name: 'Broken export', url: feeds.url('/broken-export.ics') });
    const result = await owner.post(`/api/admin/calendar/feeds/${String(added.body.id)}/sync`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ ok: true, imported: 2, ignored: 2 });
    expect(await feedStatus(added.body.id as number)).toMatchObject({
      eventCount: 2,
      ignoredEventCount: 2,
      ignoredEvents: [
        { startDate: '2026-12-01', endDate: '2126-12-01' },
        { startDate: '2027-01-01', endDate: '9999-12-31' },
      ],
    });
    // Nights after the ignored events' starts are bookable again, but for the real stay.
    expect(await blockedNights(day(95), day(110))).toEqual(nightsOfStay(day(100), day(103)));
    const blocks = await db.orm.em.fork().find(CalendarBlockEntity, { source: feedSource(added.body.id as number) }, { orderBy: { startDate: 'asc' } });
    expect(blocks.map((block) => [block.startDate, block.endDate])).toEqual([
      [day(100), day(103)],
      [addDaysIso(horizonEnd, -3), horizonEnd],
    ]);
    expect((await owner.del(`/api/admin/calendar/feeds/${String(added.body.id)}`)).status).toBe(200);
  });

  it('says 409 to a second sync of a feed that is still syncing', async () => {
    // The first sync's read of the feed is held open until the second has been answered: no timing to lose on a busy machine.
    let answerFeed!: () => void;
    feeds.serve('/booking.ics', { body: bookingComFeed([{ uid: '5f0c2a9e41d7b3a8@booking.com', night: day(30) }]), until: new Promise<void>((resolve) => (answerFeed = resolve)) });
    const reading = feeds.nextRequest('/booking.ics');
    const firstCall = owner.post(`/api/admin/calendar/feeds/${ids['Booking.com']}/sync`);
    await reading;
    const second = await owner.post(`/api/admin/calendar/feeds/${ids['Booking.com']}/sync`);
    answerFeed();
    const first = await firstCall;
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This calendar is syncing right now. Try again in a moment.');
  });

  it('flags a feed with no good sync for more than three hours as stale', async () => {
    const fourHoursAgo = new Date(Date.now() - 4 * 3_600_000);
    await db.orm.em.fork().nativeUpdate(CalendarFeedEntity, { id: ids.VRBO! }, { lastSuccessAt: fourHoursAgo });
    await db.orm.em.fork().insert(CalendarFeedEntity, { name: 'Never synced', url: feeds.url('/never.ics'), createdAt: fourHoursAgo });
    const list = (await owner.get('/api/admin/calendar/feeds')).body as unknown as { name: string; stale: boolean }[];
    expect(list.map((feed) => [feed.name, feed.stale])).toEqual([
      ['Airbnb', false],
      ['VRBO', true],
      ['Booking.com', false],
      ['Never synced', true],
    ]);
  });

  it('frees a feed’s nights when the feed is removed', async () => {
    expect((await owner.del(`/api/admin/calendar/feeds/${ids.Airbnb}`)).status).toBe(200);
    expect(await blockedNights()).not.toContain(day(10));
    expect((await owner.del(`/api/admin/calendar/feeds/${ids.Airbnb}`)).status).toBe(404);
    expect((await owner.post(`/api/admin/calendar/feeds/${ids.Airbnb}/sync`)).status).toBe(404);
  });
});
