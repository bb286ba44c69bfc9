import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SORT_COLUMNS, type BookingListFilter, type BookingSortColumn } from '../../../shared/booking/booking-admin.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { browserLike, signedInOwnerWithSession } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { createDemoPaymentProvider } from '../payments/demo-provider';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { exportCalendar } from '../calendar-sync/calendar-export.service';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { BookingEntity, type BookingRow } from './booking.entity';
import { testConfig } from '../../../test/test-config';
import { failureOf } from '../../../test/trpc-failure';

const { db, http } = useTestServer();
let ownerSession: string;
let ownerTab: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function ownerCaller(overrides?: Partial<ServerConfig>) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig(overrides) }));
}
async function anonymousCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}

/** A booking row straight into the database, as checkout would have left it. */
async function insertBooking(overrides: Partial<BookingRow> & Pick<BookingRow, 'status' | 'checkIn' | 'checkOut'>): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const row = createBooking(em, { totalCents: 273_038, ...overrides });
  await em.flush();
  return row;
}

async function blockedDates(start: string, end: string): Promise<string[]> {
  const response = await fetch(`${http.baseUrl}/api/availability/merged?start=${start}&end=${end}`);
  const body = (await response.json()) as { availability: { blocked_dates: { date: string }[] } };
  return body.availability.blocked_dates.map((entry) => entry.date);
}

const blackoutCount = () => db.orm.em.fork().count(CalendarBlockEntity, { source: 'owner' });

let upcoming: BookingRow;
let past: BookingRow;
let liveHold: BookingRow;
let staleHold: BookingRow;
let cancelled: BookingRow;
let paid: BookingRow;

beforeAll(async () => {
  // The owner: one browser tab for REST, one session for createCaller.
  ({ tab: ownerTab, session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));

  const at = (minutesAgo: number) => minutesFromNow(-minutesAgo);
  past = await insertBooking({ status: 'confirmed', checkIn: day(-10), checkOut: day(-6), createdAt: at(600), guestName: 'Past Guest', paidCents: 273_038 });
  upcoming = await insertBooking({
    status: 'confirmed',
    checkIn: day(30),
    checkOut: day(34),
    createdAt: at(500),
    guestName: 'Keiko Tanaka',
    guestEmail: 'keiko@example.com',
    guestPhone: '+1 (206) 555-0101',
    arrivalTime: '4:00 PM',
    guestMessage: 'We will bring a toddler.',
    policiesAcceptedAt: at(500),
    couponCode: 'ALOHA10',
    paymentProvider: 'stripe',
    paymentIntentId: 'pi_3Test123',
    paidCents: 273_038,
    confirmedAt: at(490),
    quote: {
      start: day(30),
      end: day(34),
      guests: 2,
      nights: 4,
      currency: 'USD',
      nightlyRate: '500.00',
      base_price: '2000.00',
      cleaningFee: '300.00',
      serviceFee: '0.00',
      taxes: '430.38',
      discount: '0.00',
      total: '2730.38',
      breakdown: [
        { label: '$500.00 x 4 nights', amount: '2000.00' },
        { label: 'Cleaning fee', amount: '300.00' },
      ],
    },
  });
  staleHold = await insertBooking({ status: 'hold', checkIn: day(50), checkOut: day(52), createdAt: at(400), holdExpiresAt: at(385) });
  cancelled = await insertBooking({ status: 'cancelled', checkIn: day(60), checkOut: day(63), createdAt: at(300), guestName: 'Changed Plans', cancelledAt: at(200) });
  liveHold = await insertBooking({ status: 'hold', checkIn: day(70), checkOut: day(73), createdAt: at(5), holdExpiresAt: minutesFromNow(10) });
  paid = await insertBooking({
    status: 'confirmed',
    checkIn: day(80),
    checkOut: day(83),
    createdAt: at(1),
    guestName: 'Refund Me',
    guestEmail: 'refund.me@example.com',
    paymentProvider: 'demo',
    paymentIntentId: 'demo_KB-PAID01_150000',
    paidCents: 150_000,
  });
});

describe('admin.bookings is for the owner and staff only', () => {
  it('answers an anonymous caller with 401 over tRPC and REST, and stores nothing', async () => {
    const anonymous = await anonymousCaller();
    await expect(anonymous.admin.bookings.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.admin.bookings.get({ reference: upcoming.reference })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.admin.bookings.blackouts.add({ start: day(5), end: day(7) })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const tab = browserLike(http.baseUrl);
    expect((await tab.get('/api/admin/bookings')).status).toBe(401);
    expect((await tab.get(`/api/admin/bookings/${upcoming.reference}`)).status).toBe(401);
    expect((await tab.get('/api/admin/blackouts')).status).toBe(401);
    expect((await tab.post('/api/admin/blackouts', { start: day(5), end: day(7) })).status).toBe(401);
    expect((await tab.del('/api/admin/blackouts/1')).status).toBe(401);
    expect(await blackoutCount()).toBe(0);
  });
});

describe('admin.bookings.list', () => {
  const references = async (filter: BookingListFilter) => (await (await ownerCaller()).admin.bookings.list({ filter })).items.map((item) => item.reference);

  it('sorts bookings into upcoming, past, holds and cancelled, each view in its own order', async () => {
    // Upcoming by arrival, though the later stay was booked last; holds newest first.
    expect(await references('upcoming')).toEqual([upcoming.reference, paid.reference]);
    expect(await references('in-house')).toEqual([]);
    expect(await references('past')).toEqual([past.reference]);
    expect(await references('holds')).toEqual([liveHold.reference, staleHold.reference]);
    expect(await references('cancelled')).toEqual([cancelled.reference]);
  });

  it('splits confirmed stays by the property’s today: arriving today is upcoming and first, leaving today is in house', async () => {
    const at = (minutesAgo: number) => minutesFromNow(-minutesAgo);
    const added = [
      await insertBooking({ status: 'confirmed', checkIn: day(-3), checkOut: day(0), createdAt: at(30), guestName: 'Leaving Today' }),
      await insertBooking({ status: 'confirmed', checkIn: day(0), checkOut: day(2), createdAt: at(20), guestName: 'Arriving Today' }),
      await insertBooking({ status: 'confirmed', checkIn: day(-20), checkOut: day(-15), createdAt: at(10), guestName: 'Long Ago' }),
      await insertBooking({ status: 'cancelled', checkIn: day(40), checkOut: day(42), createdAt: at(900), cancelledAt: at(5), guestName: 'Just Cancelled' }),
    ];
    const [leavingToday, arrivingToday, longAgo, justCancelled] = added.map((row) => row.reference);
    try {
      expect(await references('upcoming')).toEqual([arrivingToday, upcoming.reference, paid.reference]);
      expect(await references('in-house')).toEqual([leavingToday]);
      // Past by departure, most recent first, though the older stay was entered last.
      expect(await references('past')).toEqual([past.reference, longAgo]);
      // Cancelled by when they were cancelled, most recent first.
      expect(await references('cancelled')).toEqual([justCancelled, cancelled.reference]);
      // All: newest first, as entered.
      expect((await references('all')).slice(0, 3)).toEqual([paid.reference, liveHold.reference, longAgo]);
      // A column the owner chose still wins over the view's order.
      const byName = await (await ownerCaller()).admin.bookings.list({ filter: 'upcoming', sort: 'guestName' });
      expect(byName.items.map((item) => item.guestName)).toEqual(['Arriving Today', 'Keiko Tanaka', 'Refund Me']);
    } finally {
      await db.orm.em.fork().nativeDelete(BookingEntity, { reference: { $in: [leavingToday!, arrivingToday!, longAgo!, justCancelled!] } });
    }
  });

  it('shows a table row per booking, with a hold past its time as expired', async () => {
    const caller = await ownerCaller();
    const [first] = (await caller.admin.bookings.list({ filter: 'upcoming', pageSize: 1, page: 1 })).items;
    expect(first).toEqual({
      reference: upcoming.reference,
      status: 'confirmed',
      checkIn: day(30),
      checkOut: day(34),
      nights: 4,
      guests: 2,
      pets: 0,
      guestName: 'Keiko Tanaka',
      guestEmail: 'keiko@example.com',
      totalCents: 273_038,
      paidCents: 273_038,
      refundedCents: 0,
      createdAt: upcoming.createdAt.toISOString(),
      source: 'direct',
      paymentMethod: null,
    });
    const holds = await caller.admin.bookings.list({ filter: 'holds' });
    expect(holds.items.map((item) => item.status)).toEqual(['hold', 'expired']);
  });

  it('pages through the rows and reports the total', async () => {
    const caller = await ownerCaller();
    const page1 = await caller.admin.bookings.list({ filter: 'upcoming', pageSize: 1 });
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.items.map((item) => item.reference)).toEqual([upcoming.reference]);
    const beyond = await caller.admin.bookings.list({ filter: 'upcoming', pageSize: 1, page: 3 });
    expect(beyond).toMatchObject({ total: 2, items: [] });
  });

  it('rejects an unknown filter with 400', async () => {
    const caller = await ownerCaller();
    const failure = await failureOf(caller.admin.bookings.list({ filter: 'everything' as 'past' }));
    expect(failure).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { filter: ['Choose upcoming, in-house, past, holds, cancelled or all'] } });
  });
});

describe('admin.bookings.get', () => {
  it('shows everything about one booking: guest contact, message, arrival, payment, coupon and price lines', async () => {
    const caller = await ownerCaller();
    const booking = await caller.admin.bookings.get({ reference: upcoming.reference.toLowerCase() });
    expect(booking).toMatchObject({
      reference: upcoming.reference,
      status: 'confirmed',
      guestName: 'Keiko Tanaka',
      guestEmail: 'keiko@example.com',
      guestPhone: '+1 (206) 555-0101',
      arrivalTime: '4:00 PM',
      guestMessage: 'We will bring a toddler.',
      couponCode: 'ALOHA10',
      paymentProvider: 'stripe',
      paymentIntentId: 'pi_3Test123',
      totalCents: 273_038,
      paidCents: 273_038,
      refundedCents: 0,
      breakdown: [
        { label: '$500.00 x 4 nights', amountCents: 200_000 },
        { label: 'Cleaning fee', amountCents: 30_000 },
      ],
      cancelledAt: null,
    });
    expect(booking.confirmedAt).toBe(upcoming.confirmedAt!.toISOString());
  });

  it('answers 404 for an unknown reference and 400 for one that is not a reference', async () => {
    const caller = await ownerCaller();
    expect(await failureOf(caller.admin.bookings.get({ reference: 'KB-ZZZZZZ' }))).toMatchObject({ code: 'NOT_FOUND', message: 'There is no booking with that reference.' });
    expect(await failureOf(caller.admin.bookings.get({ reference: 'drop table' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { reference: ['A booking reference looks like KB-7QX4M2'] },
    });
  });
});

describe('admin.bookings.blackouts: the owner’s blackout dates', () => {
  it('blocks the nights in merged availability, and frees them when removed', async () => {
    const caller = await ownerCaller();
    const block = await caller.admin.bookings.blackouts.add({ start: day(10), end: day(13), note: '  Roof repairs  ' });
    expect(block).toMatchObject({ start: day(10), end: day(13), nights: 3, note: 'Roof repairs' });
    expect(await caller.admin.bookings.blackouts.list()).toEqual([block]);
    expect(await blockedDates(day(9), day(14))).toEqual([day(10), day(11), day(12)]);

    expect(await caller.admin.bookings.blackouts.remove({ id: block.id })).toEqual({ ok: true });
    expect(await caller.admin.bookings.blackouts.list()).toEqual([]);
    expect(await blockedDates(day(9), day(14))).toEqual([]);
    expect(await failureOf(caller.admin.bookings.blackouts.remove({ id: block.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('goes out in the export feed to Airbnb and VRBO, without its note', async () => {
    const caller = await ownerCaller();
    const block = await caller.admin.bookings.blackouts.add({ start: day(40), end: day(42), note: 'Secret family week' });
    const feed = await exportCalendar(db.orm.em.fork());
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`);
    expect(feed).toContain(`DTEND;VALUE=DATE:${day(42).replaceAll('-', '')}`);
    expect(feed).not.toContain('Secret family week');
    await caller.admin.bookings.blackouts.remove({ id: block.id });
    expect(await exportCalendar(db.orm.em.fork())).not.toContain(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`);
  });

  it('refuses a blackout over a confirmed booking or a live hold with 409 and stores nothing', async () => {
    const caller = await ownerCaller();
    const before = await blackoutCount();
    const overBooking = await failureOf(caller.admin.bookings.blackouts.add({ start: day(33), end: day(36), note: 'Family visit' }));
    expect(overBooking).toMatchObject({ code: 'CONFLICT' });
    expect(overBooking.message).toBe(
      `Those dates overlap booking ${upcoming.reference} (${day(30)} to ${day(34)}). Cancel it first or choose other dates.`,
    );
    expect(await failureOf(caller.admin.bookings.blackouts.add({ start: day(69), end: day(71) }))).toMatchObject({ code: 'CONFLICT' });
    expect(await blackoutCount()).toBe(before);
  });

  it('allows a blackout starting on a guest’s check-out day, or over a hold that ran out', async () => {
    const caller = await ownerCaller();
    const afterStay = await caller.admin.bookings.blackouts.add({ start: day(34), end: day(36) });
    const overStaleHold = await caller.admin.bookings.blackouts.add({ start: day(50), end: day(52) });
    expect(await blockedDates(day(33), day(36))).toEqual([day(33), day(34), day(35)]);
    await caller.admin.bookings.blackouts.remove({ id: afterStay.id });
    await caller.admin.bookings.blackouts.remove({ id: overStaleHold.id });
  });

  it('rejects bad input with 400 and per-field messages, storing nothing', async () => {
    const caller = await ownerCaller();
    const before = await blackoutCount();
    const swapped = await failureOf(caller.admin.bookings.blackouts.add({ start: day(20), end: day(18) }));
    expect(swapped).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { end: ['End date must be after the start date'] } });
    const garbage = await failureOf(caller.admin.bookings.blackouts.add({ start: 'soon', end: day(18), note: 'x'.repeat(501) }));
    expect(garbage.fieldErrors).toMatchObject({ start: ['Invalid date format'], note: ['Note is too long (500 characters at most)'] });
    const inThePast = await failureOf(caller.admin.bookings.blackouts.add({ start: day(-2), end: day(1) }));
    expect(inThePast).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { start: ['Start date cannot be in the past'] } });
    expect(await blackoutCount()).toBe(before);
  });

  it('leaves nights imported from other calendars alone', async () => {
    const em = db.orm.em.fork();
    const imported = createCalendarBlock(em, { startDate: day(90), endDate: day(92), source: 'feed:1', note: 'Airbnb' });
    await em.flush();
    const caller = await ownerCaller();
    expect(await caller.admin.bookings.blackouts.list()).toEqual([]);
    expect(await failureOf(caller.admin.bookings.blackouts.remove({ id: imported.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await blockedDates(day(90), day(92))).toEqual([day(90), day(91)]);
  });
});

describe('admin.bookings.cancel', () => {
  it('cancels a paid booking with a full refund and frees its nights', async () => {
    expect(await blockedDates(day(80), day(83))).toEqual([day(80), day(81), day(82)]);
    const demo = createDemoPaymentProvider();
    const refunds: unknown[] = [];
    const caller = await ownerCaller({ payments: { ...demo, refund: async (input) => (refunds.push(input), demo.refund(input)) } });
    const result = await caller.admin.bookings.cancel({ reference: paid.reference, refund: 'full' });
    expect(result).toMatchObject({ status: 'cancelled', paidCents: 150_000, refundedCents: 150_000 });
    expect(refunds).toEqual([{ intentId: 'demo_KB-PAID01_150000', amountCents: 150_000, idempotencyKey: expect.stringMatching(/^owner-cancel-/) }]);
    expect(await blockedDates(day(80), day(83))).toEqual([]);
    expect(await failureOf(caller.admin.bookings.cancel({ reference: paid.reference, refund: 'full' }))).toMatchObject({ code: 'CONFLICT' });
    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: paid.reference });
    expect(row.refundedCents).toBe(150_000);
    const mail = await db.orm.em.fork().find(OutboxEmailEntity, { kind: { $like: 'booking-cancelled%' } }, { orderBy: { id: 'asc' } });
    expect(mail.map((m) => [m.kind, m.to])).toEqual([
      ['booking-cancelled', row.guestEmail],
      ['booking-cancelled-host', expect.any(String)],
    ]);
    expect(mail[0]!.text).toContain('we have had to cancel your booking');
    expect(mail[0]!.text).toContain('We are refunding $1,500.00');
  });

  it('will not refund a payment made through a provider that is not configured, and changes nothing', async () => {
    const caller = await ownerCaller();
    const failure = await failureOf(caller.admin.bookings.cancel({ reference: upcoming.reference, refund: 'full' }));
    expect(failure.code).toBe('CONFLICT');
    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: upcoming.reference });
    expect(row).toMatchObject({ status: 'confirmed', refundedCents: 0 });
  });
});

describe('the REST rows answer like the procedures', () => {
  it('lists and shows bookings for the signed-in owner', async () => {
    const list = await ownerTab.get('/api/admin/bookings?filter=past&page=1');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, items: [{ reference: past.reference, guestName: 'Past Guest' }] });
    const one = await ownerTab.get(`/api/admin/bookings/${upcoming.reference}`);
    expect(one.status).toBe(200);
    // Money crosses the wire as integer cents, in the row, the price lines and the timeline alike.
    expect(one.body).toMatchObject({ totalCents: 273_038, paidCents: 273_038, refundedCents: 0, breakdown: [{ amountCents: 200_000 }, { amountCents: 30_000 }] });
    expect(Object.keys(one.body)).not.toEqual(expect.arrayContaining(['total', 'paid', 'refunded']));
    const row = (list.body.items as Record<string, unknown>[])[0]!;
    expect([row.totalCents, row.paidCents, row.refundedCents].every(Number.isInteger)).toBe(true);
    expect(one.body).toEqual(await (await ownerCaller()).admin.bookings.get({ reference: upcoming.reference }));
    expect((await ownerTab.get('/api/admin/bookings/KB-ZZZZZZ')).status).toBe(404);
  });

  it('adds and removes a blackout: 201, 400 with field messages, 409, and the nights in merged availability', async () => {
    const bad = await ownerTab.post('/api/admin/blackouts', { start: day(20), end: day(18) });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ end: ['End date must be after the start date'] });
    expect((await ownerTab.post('/api/admin/blackouts', { start: day(31), end: day(32) })).status).toBe(409);
    const added = await ownerTab.post('/api/admin/blackouts', { start: day(14), end: day(16), note: 'Painting' });
    expect(added.status).toBe(201);
    expect((await ownerTab.get('/api/admin/blackouts')).body).toEqual([added.body]);
    expect(await blockedDates(day(14), day(16))).toEqual([day(14), day(15)]);
    expect((await ownerTab.del(`/api/admin/blackouts/${String(added.body.id)}`)).status).toBe(200);
    expect(await blockedDates(day(14), day(16))).toEqual([]);
  });
});

describe('admin.bookings.list sorted by a column (the server sorts)', () => {
  // Cancelled stays hold no nights, so these never clash with the bookings above; the search keeps them apart.
  let alana: BookingRow;
  let bob: BookingRow;
  let noName: BookingRow;
  beforeAll(async () => {
    const at = (minutesAgo: number) => minutesFromNow(-minutesAgo);
    alana = await insertBooking({ status: 'cancelled', guestName: 'alana Kea', guestEmail: 'alana@sortcase.example', guests: 4, totalCents: 100_000, paidCents: 50_000, checkIn: day(200), checkOut: day(203), createdAt: at(30) });
    bob = await insertBooking({ status: 'cancelled', guestName: 'Bob Lee', guestEmail: 'bob@sortcase.example', guests: 1, totalCents: 300_000, paidCents: 0, checkIn: day(100), checkOut: day(107), createdAt: at(10) });
    noName = await insertBooking({ status: 'cancelled', guestName: null, guestEmail: 'nobody@sortcase.example', guests: 6, totalCents: 200_000, paidCents: 200_000, checkIn: day(150), checkOut: day(151), createdAt: at(20) });
  });

  async function order(sort?: BookingSortColumn, direction?: 'asc' | 'desc') {
    const list = await (await ownerCaller()).admin.bookings.list({ filter: 'all', search: 'sortcase', ...(sort ? { sort } : {}), ...(direction ? { direction } : {}) });
    const names = new Map([alana, bob, noName].map((row) => [row.reference, row === alana ? 'alana' : row === bob ? 'bob' : 'no name']));
    return list.items.map((item) => names.get(item.reference));
  }

  it('orders by every whitelisted column, ascending and descending', async () => {
    const byReference = [alana, bob, noName].sort((a, b) => a.reference.localeCompare(b.reference)).map((row) => (row === alana ? 'alana' : row === bob ? 'bob' : 'no name'));
    const expected: Record<BookingSortColumn, string[]> = {
      reference: byReference,
      guestName: ['alana', 'bob', 'no name'],
      checkIn: ['bob', 'no name', 'alana'],
      nights: ['no name', 'alana', 'bob'],
      guests: ['bob', 'alana', 'no name'],
      total: ['alana', 'no name', 'bob'],
      paid: ['bob', 'alana', 'no name'],
      createdAt: ['alana', 'no name', 'bob'],
    };
    for (const column of BOOKING_SORT_COLUMNS) {
      expect({ column, order: await order(column, 'asc') }).toEqual({ column, order: expected[column] });
      // A guest with no name stays last either way; everything else turns round.
      const descending = column === 'guestName' ? ['bob', 'alana', 'no name'] : [...expected[column]].reverse();
      expect({ column, order: await order(column, 'desc') }).toEqual({ column, order: descending });
    }
  });

  it('is newest first without a sort, and ascending when only the column is given', async () => {
    expect(await order()).toEqual(['bob', 'no name', 'alana']);
    expect(await order('checkIn')).toEqual(['bob', 'no name', 'alana']);
  });

  it('sorts over REST too, and refuses an unknown column or direction with 400 and a message per field', async () => {
    const sorted = await ownerTab.get('/api/admin/bookings?filter=all&search=sortcase&sort=guests&direction=desc');
    expect(sorted.status).toBe(200);
    expect((sorted.body as { items: { reference: string }[] }).items.map((item) => item.reference)).toEqual([noName.reference, alana.reference, bob.reference]);

    const sortMessage = 'Sort by one of: reference, guestName, checkIn, nights, guests, total, paid, createdAt';
    const unknown = await ownerTab.get('/api/admin/bookings?sort=password_hash');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ sort: [sortMessage] });
    const sideways = await ownerTab.get('/api/admin/bookings?sort=total&direction=sideways');
    expect(sideways.status).toBe(400);
    expect(sideways.body.fieldErrors).toEqual({ direction: ['Direction is asc or desc'] });
    const caller = await ownerCaller();
    expect(await failureOf(caller.admin.bookings.list({ sort: 'status' }))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { sort: [sortMessage] } });
  });
});

describe('a manual booking in the owner’s list and details', () => {
  it('shows where it came from, how it was paid and why its price was set by hand', async () => {
    const manual = await insertBooking({ status: 'cancelled', source: 'manual', paymentMethod: 'check', priceOverrideReason: 'Returning family rate', guestEmail: 'manual@manualcase.example', checkIn: day(300), checkOut: day(302) });
    const caller = await ownerCaller();
    const list = await caller.admin.bookings.list({ filter: 'all', search: 'manualcase' });
    expect(list.items).toMatchObject([{ reference: manual.reference, source: 'manual', paymentMethod: 'check' }]);
    expect(await caller.admin.bookings.get({ reference: manual.reference })).toMatchObject({ source: 'manual', paymentMethod: 'check', priceOverrideReason: 'Returning family rate' });
    expect(await caller.admin.bookings.get({ reference: upcoming.reference })).toMatchObject({ source: 'direct', paymentMethod: null, priceOverrideReason: null });
  });
});
