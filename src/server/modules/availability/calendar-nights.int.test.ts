import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarMonth } from '../../../shared/availability/calendar-nights.schemas';
import { addDaysIso, todayAtProperty, weekdayOfIso } from '../../../shared/lib/dates';
import { defaultPricingSettings } from '../pricing/pricing-settings.logic';
import { browserLike, signedInOwner } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { CalendarFeedEntity } from '../calendar-sync/calendar-feed.entity';
import { parseIcalFeed } from '../calendar-sync/ical-import.logic';
import { PropertyEntity } from '../property/property.entity';
import { CalendarBlockEntity } from './calendar-block.entity';

const { db, http } = useTestServer();
let owner: ReturnType<typeof browserLike>;

const today = todayAtProperty();
/** A Monday about a month out, so weekdays are known: +4 is Friday, +5 Saturday. */
const monday = (() => {
  let date = addDaysIso(today, 30);
  while (weekdayOfIso(date) !== 1) date = addDaysIso(date, 1);
  return date;
})();
const day = (offset: number) => addDaysIso(monday, offset);

async function month(start: string, end: string): Promise<CalendarMonth> {
  const response = await owner.get(`/api/admin/calendar/nights?start=${start}&end=${end}`);
  expect(response.status).toBe(200);
  return response.body as unknown as CalendarMonth;
}
const nightOf = (calendar: CalendarMonth, date: string) => calendar.nights.find((night) => night.date === date)!;
const ownerBlocks = () => db.orm.em.fork().find(CalendarBlockEntity, { source: 'owner' }, { orderBy: { startDate: 'asc' } });
const pricing = async () => (await owner.get('/api/admin/pricing')).body as unknown as ReturnType<typeof defaultPricingSettings>;

beforeAll(async () => {
  owner = await signedInOwner(db.orm, http.baseUrl);
  const em = db.orm.em.fork();
  await em.nativeUpdate(PropertyEntity, {}, { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1 });
  const airbnb = em.create(CalendarFeedEntity, { name: 'Our listing', url: 'https://www.airbnb.com/calendar/ical/123.ics?s=abc', createdAt: new Date() });
  await em.flush();
  createBooking(em, { reference: 'KB-STAY01', status: 'confirmed', checkIn: day(1), checkOut: day(3), guestName: 'Ana Bell' });
  createBooking(em, { reference: 'KB-HOLD01', status: 'hold', checkIn: day(7), checkOut: day(9), holdExpiresAt: new Date(Date.now() + 10 * 60_000) });
  createBooking(em, { reference: 'KB-GONE01', status: 'hold', checkIn: day(10), checkOut: day(11), holdExpiresAt: new Date(Date.now() - 60_000) });
  createCalendarBlock(em, { startDate: day(14), endDate: day(16), note: 'Painting the lanai' });
  createCalendarBlock(em, { startDate: day(18), endDate: day(20), source: `feed:${airbnb.id}`, note: 'Airbnb (Not available)' });
  await em.flush();
  const put = await fetch(`${http.baseUrl}/api/admin/pricing`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: owner.cookie() },
    body: JSON.stringify({
      ...defaultPricingSettings(),
      weekendNightlyCents: 65_000,
      seasons: [{ name: 'Summer', startDate: day(21), endDate: day(27), nightlyCents: 70_000, weekendNightlyCents: 90_000 }],
      overrides: [{ date: day(0), nightlyCents: 123_400 }],
    }),
  });
  expect(put.status).toBe(200);
});

describe('GET /api/admin/calendar/nights', () => {
  it('says what holds each night: a stay with its guest, a live hold, the owner, an imported channel, or nothing', async () => {
    const calendar = await month(day(0), day(28));
    expect(calendar.nights).toHaveLength(28);
    expect(nightOf(calendar, day(1)).state).toEqual({ kind: 'booked', reference: 'KB-STAY01', guestName: 'Ana Bell' });
    expect(nightOf(calendar, day(2)).state.kind).toBe('booked');
    expect(nightOf(calendar, day(3)).state).toEqual({ kind: 'free' }); // check-out day is free
    expect(nightOf(calendar, day(7)).state).toMatchObject({ kind: 'hold', reference: 'KB-HOLD01' });
    expect(Date.parse((nightOf(calendar, day(8)).state as { expiresAt: string }).expiresAt)).toBeGreaterThan(Date.now());
    expect(nightOf(calendar, day(10)).state).toEqual({ kind: 'free' }); // an expired hold frees its night
    expect(nightOf(calendar, day(14)).state).toMatchObject({ kind: 'blocked', note: 'Painting the lanai' });
    expect(nightOf(calendar, day(18)).state).toMatchObject({ kind: 'imported', source: 'Airbnb' });
    expect(nightOf(calendar, day(20)).state).toEqual({ kind: 'free' });
  });

  it("prices each night as the quote engine prices a 1-night stay there: override, weekend, season's weekend, base", async () => {
    const calendar = await month(day(0), day(28));
    for (const [offset, cents, source] of [
      [0, 123_400, 'override'],
      [3, 50_000, 'base'],
      [4, 65_000, 'weekend'],
      [21, 70_000, 'season'],
      [25, 90_000, 'season'],
    ] as const) {
      const night = nightOf(calendar, day(offset));
      expect([night.priceCents, night.priceSource], day(offset)).toEqual([cents, source]);
      const quote = await owner.get(`/api/quote?start=${day(offset)}&end=${day(offset + 1)}&guests=2`);
      expect(quote.body.base_price).toBe((night.priceCents / 100).toFixed(2));
    }
  });

  it('refuses more than 62 nights, a reversed range and strangers', async () => {
    const tooLong = await owner.get(`/api/admin/calendar/nights?start=${day(0)}&end=${day(63)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({ end: ['Choose at most 62 nights'] });
    expect((await owner.get(`/api/admin/calendar/nights?start=${day(0)}&end=${day(62)}`)).status).toBe(200);
    expect((await owner.get(`/api/admin/calendar/nights?start=${day(5)}&end=${day(5)}`)).status).toBe(400);
    const stranger = browserLike(http.baseUrl);
    expect((await stranger.get(`/api/admin/calendar/nights?start=${day(0)}&end=${day(10)}`)).status).toBe(401);
    expect((await stranger.post('/api/admin/calendar/nights/block', { start: day(40), end: day(41) })).status).toBe(401);
  });
});

describe('range actions', () => {
  it('refuses every action over a booking or a live hold, and changes nothing', async () => {
    const blocksBefore = await ownerBlocks();
    const pricingBefore = await pricing();
    for (const [path, extra] of [
      ['block', { note: 'x' }],
      ['unblock', {}],
      ['price', { nightlyCents: 10_000 }],
      ['min-stay', { minNights: 4 }],
    ] as const) {
      for (const [start, end, words] of [
        [day(0), day(2), 'booking KB-STAY01'],
        [day(6), day(8), 'hold) KB-HOLD01'],
      ] as const) {
        const response = await owner.post(`/api/admin/calendar/nights/${path}`, { start, end, ...extra });
        expect(response.status, path).toBe(409);
        expect(response.body.message).toContain(words);
      }
    }
    expect(await ownerBlocks()).toEqual(blocksBefore);
    expect(await pricing()).toEqual(pricingBefore);
  });

  it('blocks free nights with a note, and the block is in the iCal export on the very next request', async () => {
    const path = (await owner.get('/api/admin/calendar/export-url')).body.path as string;
    const block = await owner.post('/api/admin/calendar/nights/block', { start: day(30), end: day(32), note: 'Family visit' });
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ nights: 2, block: { start: day(30), end: day(32) }, joined: 0 });
    const feed = await (await fetch(`${http.baseUrl}${path}`)).text();
    expect(parseIcalFeed(feed, today).events.map((event) => [event.startDate, event.endDate])).toContainEqual([day(30), day(32)]);
    expect(nightOf(await month(day(28), day(35)), day(31)).state).toMatchObject({ kind: 'blocked', note: 'Family visit' });
  });

  it('unblocks part of a blackout and keeps its other nights blocked', async () => {
    expect((await owner.post('/api/admin/calendar/nights/block', { start: day(40), end: day(45), note: 'Roof' })).status).toBe(200);
    const response = await owner.post('/api/admin/calendar/nights/unblock', { start: day(41), end: day(43) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ nights: 2 });
    const calendar = await month(day(40), day(45));
    expect(calendar.nights.map((night) => night.state.kind)).toEqual(['blocked', 'free', 'free', 'blocked', 'blocked']);
    expect(nightOf(calendar, day(43)).state).toMatchObject({ note: 'Roof' });
    const nothing = await owner.post('/api/admin/calendar/nights/unblock', { start: day(41), end: day(43) });
    expect(nothing.status).toBe(404);
    expect(nothing.body.message).toBe('None of those nights is blocked by you, so there is nothing to unblock.');
  });

  it('sets a price and a minimum stay for a range through the pricing overrides; the quote follows', async () => {
    expect((await owner.post('/api/admin/calendar/nights/price', { start: day(46), end: day(48), nightlyCents: 44_400 })).status).toBe(200);
    expect((await owner.post('/api/admin/calendar/nights/min-stay', { start: day(47), end: day(49), minNights: 3 })).status).toBe(200);
    const overrides = (await pricing()).overrides.filter((entry) => entry.date >= day(46));
    expect(overrides).toEqual([
      { date: day(46), nightlyCents: 44_400 },
      { date: day(47), nightlyCents: 44_400, minNights: 3 },
      { date: day(48), minNights: 3 },
    ]);
    const calendar = await month(day(46), day(49));
    expect(calendar.nights.map((night) => [night.priceCents, night.minNights, night.minNightsOverride])).toEqual([
      [44_400, 1, false],
      [44_400, 3, true],
      [50_000, 3, true], // a Sunday after the season: the base rate
    ]);
    const short = await owner.get(`/api/quote?start=${day(47)}&end=${day(49)}&guests=2`);
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/3 nights/);
    expect((await owner.get(`/api/quote?start=${day(46)}&end=${day(47)}&guests=2`)).body.base_price).toBe('444.00');
  });

  it('answers a clear 400 per field for bad input', async () => {
    const response = await owner.post('/api/admin/calendar/nights/price', { start: day(50), end: day(51), nightlyCents: -5 });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ nightlyCents: ['Enter a nightly price above zero'] });
    const stay = await owner.post('/api/admin/calendar/nights/min-stay', { start: day(50), end: day(51), minNights: 0 });
    expect(stay.body.fieldErrors).toEqual({ minNights: ['At least 1 night'] });
  });
});
