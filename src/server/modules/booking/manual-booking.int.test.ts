import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { manualBookingInputSchema } from '../../../shared/booking/manual-booking.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { decimalToCents } from '../../../shared/lib/money';
import { browserLike, signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';
import { exportCalendar } from '../calendar-sync/calendar-export.service';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { BookingEntity } from './booking.entity';
import { listBookingEvents } from './booking-event.service';
import { failureOf } from '../../../test/trpc-failure';

const { db, http } = useTestServer();
let ownerSession: string;
let ownerTab: ReturnType<typeof browserLike>;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

async function ownerCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}
async function anonymousCaller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}

async function blockedDates(start: string, end: string): Promise<string[]> {
  const response = await fetch(`${http.baseUrl}/api/availability/merged?start=${start}&end=${end}`);
  const body = (await response.json()) as { availability: { blocked_dates: { date: string }[] } };
  return body.availability.blocked_dates.map((entry) => entry.date);
}

const bookingCount = () => db.orm.em.fork().count(BookingEntity, {});
const mailCount = () => db.orm.em.fork().count(OutboxEmailEntity, {});

/** A phone booking: dates, guests and who is coming, paid in cash. */
type ManualBookingInput = z.input<typeof manualBookingInputSchema>;

function phoneBooking(overrides: Partial<ManualBookingInput> = {}): ManualBookingInput {
  return {
    start: day(30),
    end: day(34),
    guests: 2,
    guest: { name: 'Kai Makoa', email: 'kai@example.com', phone: '+1 808 555 0142' },
    paymentMethod: 'cash',
    amountPaidCents: 50_000,
    ...overrides,
  };
}

beforeAll(async () => {
  // The owner: one browser tab for REST, one session for createCaller.
  ({ tab: ownerTab, session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
});

describe('admin.bookings.createManual', () => {
  it('records a confirmed booking from the owner at the engine’s price and queues the same confirmation e-mails', async () => {
    const caller = await ownerCaller();
    const engine = await caller.quote.get({ start: day(30), end: day(34), guests: 2 });
    const created = await caller.admin.bookings.createManual(phoneBooking());
    const engineCents = decimalToCents(engine.total);
    expect(created).toMatchObject({ status: 'confirmed', source: 'manual', totalCents: engineCents, engineTotalCents: engineCents, paidCents: 50_000 });

    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: created.reference });
    expect(row).toMatchObject({
      status: 'confirmed',
      source: 'manual',
      paymentMethod: 'cash',
      paidCents: 50_000,
      guestName: 'Kai Makoa',
      guestEmail: 'kai@example.com',
      guestPhone: '+1 808 555 0142',
      priceOverrideReason: null,
      holdExpiresAt: null,
    });
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(row.quote?.total).toBe(engine.total);

    const mail = await db.orm.em.fork().find(OutboxEmailEntity, { text: { $like: `%${created.reference}%` } }, { orderBy: { id: 'asc' } });
    expect(mail.map((message) => [message.kind, message.to])).toEqual([
      ['booking-confirmed', 'kai@example.com'],
      ['booking-received', expect.any(String)],
    ]);

    // Its timeline says who made it and how it was paid, then the e-mails.
    const events = await listBookingEvents(db.orm.em.fork(), row.id);
    expect(events.map((event) => [event.kind, event.actor.kind, event.actor.name])).toEqual([
      ['created', 'admin', 'Leilani Kahale'],
      ['emails_queued', 'system', null],
    ]);
    expect(events[0]!.detail).toBe(`manual, payment: Cash, $500.00 paid of $${Number(engine.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    // The owner's list and detail show it like any confirmed stay.
    expect((await caller.admin.bookings.list({ filter: 'upcoming' })).items.map((item) => item.reference)).toContain(created.reference);
  });

  it('blocks its nights in availability and sends them out in the iCal export', async () => {
    const caller = await ownerCaller();
    const created = await caller.admin.bookings.createManual(phoneBooking({ start: day(40), end: day(42), paymentMethod: 'due', amountPaidCents: 0 }));
    expect(created.paidCents).toBe(0);
    expect(await blockedDates(day(39), day(43))).toEqual([day(40), day(41)]);
    const feed = await exportCalendar(db.orm.em.fork());
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`);
    expect(feed).toContain(`DTEND;VALUE=DATE:${day(42).replaceAll('-', '')}`);
  });

  it('refuses taken nights with 409 and a clear message, writing nothing', async () => {
    const em = db.orm.em.fork();
    createBooking(em, { status: 'confirmed', checkIn: day(50), checkOut: day(53), totalCents: 100_000 });
    createCalendarBlock(em, { startDate: day(60), endDate: day(62) });
    await em.flush();
    const [bookings, mails] = [await bookingCount(), await mailCount()];
    const caller = await ownerCaller();

    const overBooking = await failureOf(caller.admin.bookings.createManual(phoneBooking({ start: day(52), end: day(55) })));
    expect(overBooking.code).toBe('CONFLICT');
    expect(overBooking.message).toBe('Some of those nights are already taken by a booking, a live hold or a blocked date. Choose other dates.');
    expect(overBooking.fieldErrors?.start?.[0]).toContain(day(52));

    const rest = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(61), end: day(63) }));
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/already taken/);

    expect([await bookingCount(), await mailCount()]).toEqual([bookings, mails]);
  });

  it('wins exactly once when two owners book the same nights at the same time', async () => {
    const [first, second] = await Promise.allSettled([
      (await ownerCaller()).admin.bookings.createManual(phoneBooking({ start: day(70), end: day(73) })),
      (await ownerCaller()).admin.bookings.createManual(phoneBooking({ start: day(71), end: day(74) })),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await db.orm.em.fork().count(BookingEntity, { checkIn: { $in: [day(70), day(71)] } })).toBe(1);
  });

  it('takes the owner’s total with a reason, and refuses an override without one (400, nothing written)', async () => {
    const bookings = await bookingCount();
    const missing = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(80), end: day(83), overrideTotalCents: 120_000 }));
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ overrideReason: ['Say why the price differs from the engine’s'] });
    expect(await bookingCount()).toBe(bookings);

    const caller = await ownerCaller();
    const engine = await caller.quote.get({ start: day(80), end: day(83), guests: 2 });
    const created = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(80), end: day(83), overrideTotalCents: 120_000, overrideReason: 'Returning guest, family rate' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ totalCents: 120_000, engineTotalCents: decimalToCents(engine.total) });
    const row = await db.orm.em.fork().findOneOrFail(BookingEntity, { reference: String(created.body.reference) });
    expect(row).toMatchObject({ totalCents: 120_000, priceOverrideReason: 'Returning guest, family rate' });
    // The guest's price lines add up to what they pay.
    const lines = row.quote!.breakdown.map((line) => Math.round(Number(line.amount) * 100));
    expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(120_000);
    expect(row.quote!.breakdown.filter((line) => line.label === 'Owner’s price adjustment')).toHaveLength(1);
  });

  it('answers bad input with 400 per field', async () => {
    const bookings = await bookingCount();
    const answer = await ownerTab.post('/api/admin/bookings/manual', {
      start: day(90),
      end: day(89),
      guests: 0,
      guest: { name: '', email: '', phone: '' },
      paymentMethod: 'bitcoin',
      amountPaidCents: 10.5,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors as object).sort()).toEqual(['amountPaidCents', 'guest.email', 'guest.name', 'guests', 'paymentMethod']);
    expect((answer.body.fieldErrors as Record<string, string[]>)['guest.email']).toEqual(['Enter an e-mail or a phone number for the guest']);

    const noCheckOut = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(90), end: '' }));
    expect(noCheckOut.body.fieldErrors).toEqual({ end: ['Check-out date is required'] });
    const backwards = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(90), end: day(89) }));
    expect(backwards.body.fieldErrors).toEqual({ end: ['Check-out date must be after check-in date'] });
    const paidNothing = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(90), end: day(92), amountPaidCents: 0 }));
    expect(paidNothing.body.fieldErrors).toEqual({ amountPaidCents: ['Enter the amount paid, or choose “Left due”'] });
    const overpaid = await ownerTab.post('/api/admin/bookings/manual', phoneBooking({ start: day(90), end: day(92), amountPaidCents: 99_999_999 }));
    expect(overpaid.status).toBe(400);
    expect((overpaid.body.fieldErrors as Record<string, string[]>).amountPaidCents?.[0]).toMatch(/^The amount paid cannot be more than the total \(\$/);
    expect(await bookingCount()).toBe(bookings);
  });

  it('books a guest reached only by phone: no guest e-mail, the host still told', async () => {
    const caller = await ownerCaller();
    const created = await caller.admin.bookings.createManual(phoneBooking({ start: day(100), end: day(102), guest: { name: 'Aunty Lani', phone: '808-555-0199' } }));
    const mail = await db.orm.em.fork().find(OutboxEmailEntity, { text: { $like: `%${created.reference}%` } });
    expect(mail.map((message) => message.kind)).toEqual(['booking-received']);
  });

  it('keeps the minimum stay unless the owner allows a shorter one, and ignores the online booking window', async () => {
    const caller = await ownerCaller();
    await caller.admin.pricing.updateRates({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 3 });
    const short = await failureOf(caller.admin.bookings.createManual(phoneBooking({ start: day(110), end: day(112) })));
    expect(short).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { end: [expect.stringMatching(/3 nights/)] } });
    const allowed = await caller.admin.bookings.createManual(phoneBooking({ start: day(110), end: day(112), allowShortStay: true }));
    expect(allowed.status).toBe('confirmed');

    // Two years ahead is past the 18-month online window: a guest is refused, the owner is not.
    const farStart = day(730);
    await expect(caller.quote.get({ start: farStart, end: addDaysIso(farStart, 4), guests: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const far = await caller.admin.bookings.createManual(phoneBooking({ start: farStart, end: addDaysIso(farStart, 4) }));
    expect(far.status).toBe('confirmed');
  });

  it('still refuses a party the house cannot take and a check-in in the past', async () => {
    const caller = await ownerCaller();
    expect(await failureOf(caller.admin.bookings.createManual(phoneBooking({ start: day(120), end: day(124), guests: 40 })))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await failureOf(caller.admin.bookings.createManual(phoneBooking({ start: day(-3), end: day(1) })))).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { start: [expect.any(String)] } });
  });

  it('is refused to a caller who is not signed in as owner or staff, writing nothing', async () => {
    const bookings = await bookingCount();
    const anonymous = await anonymousCaller();
    await expect(anonymous.admin.bookings.createManual(phoneBooking({ start: day(130), end: day(133) }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const stranger = browserLike(http.baseUrl);
    expect((await stranger.post('/api/admin/bookings/manual', phoneBooking({ start: day(130), end: day(133) }))).status).toBe(401);
    expect(await bookingCount()).toBe(bookings);
  });
});
