import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import type { browserLike} from '../../../test/http-harness';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { failureOf } from '../../../test/trpc-failure';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';
import { exportCalendar } from '../calendar-sync/calendar-export.service';
import { parseIcalFeed } from '../calendar-sync/ical-import.logic';
import { CalendarBlockEntity } from './calendar-block.entity';

// One run of blocked nights is one owner block (decision 029); each test owns its own nights, `day(n)` from today.
const { db, http } = useTestServer();
let ownerSession: string;
let ownerTab: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

async function owner() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}

/** Every block touching [from, to), as [start, end, source, note], in date order. */
async function blocksIn(from: number, to: number) {
  const rows = await db.orm.em
    .fork()
    .find(CalendarBlockEntity, { startDate: { $lt: day(to) }, endDate: { $gt: day(from) } }, { orderBy: { startDate: 'asc', id: 'asc' } });
  return rows.map((row) => [row.startDate, row.endDate, row.source, row.note ?? null]);
}

async function block(from: number, to: number, note = '') {
  return (await owner()).admin.calendar.blockNights({ start: day(from), end: day(to), note });
}

async function insertBlock(from: number, to: number, source = 'owner', note: string | null = null) {
  const em = db.orm.em.fork();
  const row = createCalendarBlock(em, { startDate: day(from), endDate: day(to), source, note });
  await em.flush();
  return row;
}

beforeAll(async () => {
  ({ tab: ownerTab, session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
  const em = db.orm.em.fork();
  createBooking(em, { reference: 'KB-BLOK01', status: 'confirmed', checkIn: day(100), checkOut: day(102), guestName: 'Ana Bell' });
  await em.flush();
});

describe('blocking nights joins the owner blocks they overlap or touch', () => {
  it('overlapping: one block from the first night to the last, and the calendar names one blackout for every night', async () => {
    await block(10, 13, 'Roof');
    expect(await block(12, 15)).toEqual({ nights: 3, block: { start: day(10), end: day(15) }, joined: 1 });
    expect(await blocksIn(0, 17)).toEqual([[day(10), day(15), 'owner', 'Roof']]);
    const calendar = await (await owner()).admin.calendar.month({ start: day(9), end: day(16) });
    const ids = new Set(calendar.nights.flatMap((night) => (night.state.kind === 'blocked' ? [night.state.blackoutId] : [])));
    expect(calendar.nights.map((night) => night.state.kind)).toEqual(['free', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked', 'free']);
    expect(ids.size).toBe(1);
  });

  it('adjacent on either side: nights 20–22 and 22–24 are one block, and so is 18–20 before them', async () => {
    await block(20, 22);
    expect((await block(22, 24)).block).toEqual({ start: day(20), end: day(24) });
    expect((await block(18, 20, 'Guests of ours')).block).toEqual({ start: day(18), end: day(24) });
    expect(await blocksIn(16, 30)).toEqual([[day(18), day(24), 'owner', 'Guests of ours']]);
    // One night apart is not touching.
    await block(25, 26);
    expect(await blocksIn(16, 30)).toHaveLength(2);
  });

  it('contained: blocking nights already blocked changes nothing, and says which block holds them', async () => {
    await block(30, 40, 'Renovation');
    const before = await db.orm.em.fork().findOneOrFail(CalendarBlockEntity, { source: 'owner', startDate: day(30) });
    expect(await block(33, 35, 'Renovation')).toEqual({ nights: 2, block: { start: day(30), end: day(40) }, joined: 1 });
    const after = await db.orm.em.fork().findOneOrFail(CalendarBlockEntity, { source: 'owner', startDate: day(30) });
    expect([after.id, after.startDate, after.endDate, after.note]).toEqual([before.id, day(30), day(40), 'Renovation']);
    expect(await blocksIn(29, 41)).toHaveLength(1);
  });

  it('two blocks bridged by a third become one, keeping both notes, and the iCal export has one event for it', async () => {
    await block(50, 52, 'Family');
    await block(55, 57, 'Painting');
    expect(await block(52, 55)).toEqual({ nights: 3, block: { start: day(50), end: day(57) }, joined: 2 });
    expect(await blocksIn(45, 58)).toEqual([[day(50), day(57), 'owner', 'Family; Painting']]);
    const events = parseIcalFeed(await exportCalendar(db.orm.em.fork()), today).events.filter((event) => event.startDate >= day(45) && event.startDate < day(60));
    expect(events.map((event) => [event.startDate, event.endDate])).toEqual([[day(50), day(57)]]);
  });

  it('the Bookings REST row joins the same way and answers the joined blackout', async () => {
    expect((await ownerTab.post('/api/admin/blackouts', { start: day(140), end: day(142) })).status).toBe(201);
    const joined = await ownerTab.post('/api/admin/blackouts', { start: day(141), end: day(144), note: 'Deck' });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ start: day(140), end: day(144), nights: 4, note: 'Deck' });
    expect(((await ownerTab.get('/api/admin/blackouts')).body as unknown as { start: string }[]).filter((row) => row.start >= day(140))).toEqual([joined.body]);
  });

  it('concurrent blocks of touching nights end as one block, whatever order the lock gives them', async () => {
    const results = await Promise.all([block(110, 113), block(112, 115), block(115, 117)]);
    expect(results.map((result) => result.nights)).toEqual([3, 3, 2]);
    expect(await blocksIn(105, 120)).toEqual([[day(110), day(117), 'owner', null]]);
  });
});

describe('unblocking frees the nights whatever owner blocks made them', () => {
  it('across several blocks: the inner ones go, the outer ones are trimmed, each freed night counted once', async () => {
    await block(60, 62, 'A');
    await block(64, 66, 'B');
    await block(67, 68, 'C');
    const freed = await (await owner()).admin.calendar.unblockNights({ start: day(61), end: day(68) });
    expect(freed).toEqual({ nights: 4 }); // 61, 64, 65, 67
    expect(await blocksIn(58, 70)).toEqual([[day(60), day(61), 'owner', 'A']]);
  });

  it('in the middle of one: it is cut in two, both halves keeping the note', async () => {
    await block(70, 76, 'Roof');
    expect(await (await owner()).admin.calendar.unblockNights({ start: day(72), end: day(74) })).toEqual({ nights: 2 });
    expect(await blocksIn(69, 77)).toEqual([
      [day(70), day(72), 'owner', 'Roof'],
      [day(74), day(76), 'owner', 'Roof'],
    ]);
  });

  it('removing a blackout on the REST row frees all its nights even where an older overlapping row also held them', async () => {
    // Two rows over the same nights, as blocking twice left them before blocks were joined.
    const older = await insertBlock(80, 84, 'owner', 'First');
    await insertBlock(82, 86, 'owner', 'Second');
    expect((await ownerTab.del(`/api/admin/blackouts/${older.id}`)).status).toBe(200);
    expect(await blocksIn(78, 87)).toEqual([[day(84), day(86), 'owner', 'Second']]);
  });
});

describe('imported nights are another site’s, never the owner’s', () => {
  it('are not joined with owner blocks nor freed by unblocking, and cannot be removed as a blackout', async () => {
    const imported = await insertBlock(90, 93, 'feed:7', 'Airbnb (Not available)');
    await block(88, 90);
    await block(93, 95);
    await block(91, 92);
    expect(await blocksIn(87, 97)).toEqual([
      [day(88), day(90), 'owner', null],
      [day(90), day(93), 'feed:7', 'Airbnb (Not available)'],
      [day(91), day(92), 'owner', null],
      [day(93), day(95), 'owner', null],
    ]);
    expect(await (await owner()).admin.calendar.unblockNights({ start: day(88), end: day(95) })).toEqual({ nights: 5 });
    expect(await blocksIn(87, 97)).toEqual([[day(90), day(93), 'feed:7', 'Airbnb (Not available)']]);
    expect(await failureOf((await owner()).admin.bookings.blackouts.remove({ id: imported.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await blocksIn(87, 97)).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  it('a block touching an owner block but over a booking, a block in the past, an unblock over a booking or of free nights', async () => {
    await block(97, 100, 'Before the guests');
    const before = await blocksIn(90, 110);
    const caller = await owner();
    const overStay = await failureOf(caller.admin.calendar.blockNights({ start: day(99), end: day(101), note: 'x' }));
    expect(overStay).toMatchObject({ code: 'CONFLICT' });
    expect(overStay.message).toContain('booking KB-BLOK01');
    expect(await failureOf(caller.admin.calendar.blockNights({ start: day(-1), end: day(2), note: '' }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await failureOf(caller.admin.calendar.unblockNights({ start: day(99), end: day(101) }))).toMatchObject({ code: 'CONFLICT' });
    expect(await failureOf(caller.admin.calendar.unblockNights({ start: day(104), end: day(106) }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await blocksIn(90, 110)).toEqual(before);
    expect(await blocksIn(-2, 3)).toEqual([]);
  });
});
