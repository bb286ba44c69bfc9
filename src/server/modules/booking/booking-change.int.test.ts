import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { formatDayRange } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import type { BookingChangeInput } from '../../../shared/booking/booking-change.schemas';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { failureOf } from '../../../test/trpc-failure';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { createInnerContext, memorySession } from '../../trpc/context';
import { parseIcalFeed } from '../calendar-sync/ical-import.logic';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { BookingEntity } from './booking.entity';

const { db, http } = useTestServer();
let ownerSession: string;
let ownerTab: Awaited<ReturnType<typeof signedInOwnerWithSession>>['tab'];

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

async function owner() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}
async function anonymous() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}

/** A four-night phone booking from `offset` days ahead, `paid` cents taken in cash (0: left due). */
async function phoneBooking(offset: number, name: string, paid = 0) {
  return (await owner()).admin.bookings.createManual({
    start: day(offset),
    end: day(offset + 4),
    guests: 2,
    guest: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: '+1 808 555 0142' },
    paymentMethod: paid > 0 ? 'cash' : 'due',
    amountPaidCents: paid,
  });
}

/** The change form as the owner sends it: the booking as it is, with `changes` on top. */
async function changeOf(reference: string, changes: Partial<BookingChangeInput> = {}): Promise<BookingChangeInput> {
  const booking = await (await owner()).admin.bookings.get({ reference });
  return {
    reference,
    start: booking.checkIn,
    end: booking.checkOut,
    guests: booking.guests,
    pets: booking.pets,
    allowShortStay: false,
    guest: { name: booking.guestName ?? '', email: booking.guestEmail ?? undefined, phone: booking.guestPhone ?? undefined, message: booking.guestMessage ?? '' },
    price: 'keep',
    reason: '',
    notifyGuest: false,
    ...changes,
  };
}

const stored = (reference: string) => db.orm.em.fork().findOneOrFail(BookingEntity, { reference }, { refresh: true });
const changeMails = (to: string) => db.orm.em.fork().find(OutboxEmailEntity, { to, kind: 'booking-changed' });

/** The booking's share of the tax report for a year on a basis: what the drill-down adds up to. */
async function taxReportCents(reference: string, year: number, basis: 'accrual' | 'cash'): Promise<number> {
  const report = await (await owner()).admin.taxReport.get({ year, period: 'monthly', basis });
  return report.periods.flatMap((period) => period.bookings).filter((line) => line.reference === reference).reduce((sum, line) => sum + line.amountCents, 0);
}

/** What the revenue report books for the stay's nights: rent, fees and taxes less discounts and refunds. */
async function reportedCents(from: string, to: string): Promise<number> {
  const { totals } = await (await owner()).admin.reports.summary({ from, to });
  return totals.netRevenueCents + totals.taxesCents;
}

beforeAll(async () => {
  ({ session: ownerSession, tab: ownerTab } = await signedInOwnerWithSession(db.orm, http.baseUrl));
});

describe('admin.bookings.change: dates', () => {
  it('moves a stay by two nights keeping its price: the timeline, the guest’s e-mail, the iCal export and the reports follow', async () => {
    const booking = await phoneBooking(120, 'Noa Kealoha', 20_000);
    const caller = await owner();
    const quote = await caller.admin.bookings.quoteChange({ reference: booking.reference, start: day(122), end: day(126), guests: 2 });
    expect(quote).toMatchObject({ currentTotalCents: booking.totalCents, nights: 4, paidCents: 20_000, refundedCents: 0 });

    const reason = quote.quotedTotalCents === booking.totalCents ? '' : 'Same price as agreed on the phone';
    const changed = await caller.admin.bookings.change(await changeOf(booking.reference, { start: day(122), end: day(126), price: 'keep', reason }));

    expect(changed).toMatchObject({ checkIn: day(122), checkOut: day(126), nights: 4, totalCents: booking.totalCents, paidCents: 20_000 });
    const event = changed.timeline.find((line) => line.kind === 'changed');
    expect(event).toMatchObject({ actor: { kind: 'admin', name: 'Leilani Kahale' }, amountCents: null, detail: `Dates: ${formatDayRange(day(120), day(124))} → ${formatDayRange(day(122), day(126))}` });
    // The kept total over the new nights carries each tax at its rate, so the price lines still add up to it.
    expect(changed.breakdown.reduce((sum, line) => sum + line.amountCents, 0)).toBe(booking.totalCents);

    const [mail, ...others] = await changeMails('noa@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Your booking ${booking.reference} has changed`);
    expect(mail!.text).toContain(`Dates: ${formatDayRange(day(120), day(124))} → ${formatDayRange(day(122), day(126))}`);
    expect(mail!.text).toContain(`${formatUsd(booking.totalCents - 20_000)} is still due for this stay.`);
    expect(mail!.attachments?.[0]?.content).toContain(`DTSTART;VALUE=DATE:${day(122).replace(/-/g, '')}`);
    expect(changed.timeline.at(-1)).toMatchObject({ kind: 'emails_queued', detail: 'Booking changed to the guest (noa@example.com)' });

    const { path } = (await ownerTab.get('/api/admin/calendar/export-url')).body as { path: string };
    const exported = parseIcalFeed(await (await fetch(`${http.baseUrl}${path}`)).text(), today).events.map((event) => [event.startDate, event.endDate]);
    expect(exported).toContainEqual([day(122), day(126)]);
    expect(exported).not.toContainEqual([day(120), day(124)]);

    // The nights it left are free again; the ones it took are not.
    const month = await caller.availability.merged({ start: day(119), end: day(127) });
    expect(month.availability.blocked_dates.map((night) => night.date)).toEqual([day(122), day(123), day(124), day(125)]);
    expect(await reportedCents(day(120), day(127))).toBe(booking.totalCents);
    expect(await taxReportCents(booking.reference, Number(day(122).slice(0, 4)), 'accrual')).toBe(booking.totalCents);
  });

  it('takes the engine’s new price: more is due, the reports count the new total on accrual and what was paid on cash', async () => {
    const booking = await phoneBooking(140, 'Pua Akana', 30_000);
    const caller = await owner();
    const quote = await caller.admin.bookings.quoteChange({ reference: booking.reference, start: day(140), end: day(146), guests: 2 });
    expect(quote.quotedTotalCents).toBeGreaterThan(booking.totalCents);

    const noReason = await failureOf(caller.admin.bookings.change(await changeOf(booking.reference, { end: day(146), price: 'quote' })));
    expect(noReason.fieldErrors).toEqual({ reason: ['Say why: the new price differs from the old one or from the engine’s'] });
    expect((await stored(booking.reference)).checkOut).toBe(day(144));

    const changed = await caller.admin.bookings.change(await changeOf(booking.reference, { end: day(146), price: 'quote', reason: 'Two more nights' }));
    expect(changed).toMatchObject({ checkOut: day(146), nights: 6, totalCents: quote.quotedTotalCents, priceOverrideReason: null });
    expect(changed.timeline.find((line) => line.kind === 'changed')).toMatchObject({ amountCents: quote.quotedTotalCents - booking.totalCents, reason: 'Two more nights' });
    const alerts = (await caller.admin.dashboard.get()).alerts.filter((alert) => alert.message.includes(booking.reference));
    expect(alerts.map((alert) => alert.message).join()).toContain(`${formatUsd(quote.quotedTotalCents - 30_000)} still due`);

    const year = Number(day(140).slice(0, 4));
    expect(await taxReportCents(booking.reference, year, 'accrual')).toBe(quote.quotedTotalCents);
    expect(await taxReportCents(booking.reference, Number(today.slice(0, 4)), 'cash')).toBe(30_000);
    expect(await reportedCents(day(140), day(147))).toBe(quote.quotedTotalCents);
  });

  it('a lower new price than was paid by hand shows a refund due, settled with Record refund', async () => {
    const booking = await phoneBooking(160, 'Kaleo Pali');
    const caller = await owner();
    await caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: booking.totalCents, receivedOn: today });
    const quote = await caller.admin.bookings.quoteChange({ reference: booking.reference, start: day(160), end: day(163), guests: 2 });
    expect(quote.quotedTotalCents).toBeLessThan(booking.totalCents);

    const shorter = await caller.admin.bookings.change(await changeOf(booking.reference, { end: day(163), price: 'quote', reason: 'Leaving a night early' }));
    const owed = booking.totalCents - quote.quotedTotalCents;
    expect(shorter).toMatchObject({ totalCents: quote.quotedTotalCents, paidCents: booking.totalCents, refundedCents: 0 });
    const [mail] = await changeMails('kaleo@example.com');
    expect(mail!.text).toContain(`You have paid ${formatUsd(owed)} more than the new total; we will refund it to you.`);

    const refunded = await caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'refund', method: 'cash', amountCents: owed, receivedOn: today, note: 'Night not stayed' });
    expect(refunded.paidCents - refunded.refundedCents).toBe(refunded.totalCents);
    expect(await taxReportCents(booking.reference, Number(day(160).slice(0, 4)), 'accrual')).toBe(quote.quotedTotalCents);
    // On the cash basis the payment and the refund count on the day they happened: what is left is the new total.
    expect(await taxReportCents(booking.reference, Number(today.slice(0, 4)), 'cash')).toBe(quote.quotedTotalCents);
  });

  it('a lower new price than was paid online is given back through Partial refund', async () => {
    const em = db.orm.em.fork();
    const row = createBooking(em, {
      status: 'confirmed',
      checkIn: day(180),
      checkOut: day(184),
      totalCents: 400_000,
      paidCents: 400_000,
      paymentProvider: 'demo',
      paymentIntentId: 'demo_pi_change_180',
      guestName: 'Kai Akana',
      guestEmail: 'kai@example.com',
      confirmedAt: new Date(),
    });
    await em.flush();
    const caller = await owner();
    const quote = await caller.admin.bookings.quoteChange({ reference: row.reference, start: day(180), end: day(182), guests: 2 });
    expect(quote.quotedTotalCents).toBeLessThan(400_000);
    const shorter = await caller.admin.bookings.change(await changeOf(row.reference, { end: day(182), price: 'quote', reason: 'Two nights instead of four' }));
    expect(shorter.totalCents).toBe(quote.quotedTotalCents);

    const owed = 400_000 - quote.quotedTotalCents;
    const refunded = await caller.admin.bookings.refund({ reference: row.reference, amountCents: owed, reason: 'Stay shortened' });
    expect(refunded).toMatchObject({ paidCents: 400_000, refundedCents: owed, totalCents: quote.quotedTotalCents });
    expect(refunded.timeline.map((line) => line.kind)).toEqual(expect.arrayContaining(['changed', 'refunded']));
    expect(await taxReportCents(row.reference, Number(day(180).slice(0, 4)), 'accrual')).toBe(quote.quotedTotalCents);
  });
});

describe('admin.bookings.change: refused', () => {
  it('refuses nights of another booking or a blocked date, and changes nothing', async () => {
    const booking = await phoneBooking(200, 'Makana Lee');
    const other = await phoneBooking(205, 'Ben Pali');
    const em = db.orm.em.fork();
    createCalendarBlock(em, { startDate: day(196), endDate: day(198), note: 'Painting' });
    await em.flush();
    const caller = await owner();
    const before = await stored(booking.reference);

    const onOther = await failureOf(caller.admin.bookings.change(await changeOf(booking.reference, { start: day(203), end: day(207), reason: 'Later' })));
    expect(onOther.code).toBe('CONFLICT');
    expect(onOther.message).toBe('Some of those nights are already taken by another booking, a live hold or a blocked date. Choose other dates.');
    const onBlock = await failureOf(caller.admin.bookings.quoteChange({ reference: booking.reference, start: day(197), end: day(201), guests: 2 }));
    expect(onBlock.code).toBe('CONFLICT');
    const changeOnBlock = await failureOf(caller.admin.bookings.change(await changeOf(booking.reference, { start: day(197), end: day(201), reason: 'Earlier' })));
    expect(changeOnBlock.code).toBe('CONFLICT');

    const after = await stored(booking.reference);
    expect(after).toMatchObject({ checkIn: before.checkIn, checkOut: before.checkOut, totalCents: before.totalCents, updatedAt: before.updatedAt });
    expect((await caller.admin.bookings.get({ reference: booking.reference })).timeline.map((line) => line.kind)).not.toContain('changed');
    expect(await changeMails('makana@example.com')).toEqual([]);
    expect((await stored(other.reference)).checkIn).toBe(day(205));
  });

  it('refuses a cancelled booking, an empty change and a visitor (401), writing nothing', async () => {
    const booking = await phoneBooking(215, 'Hoku Nakamura');
    const caller = await owner();
    const same = await failureOf(caller.admin.bookings.change(await changeOf(booking.reference)));
    expect(same).toMatchObject({ code: 'BAD_REQUEST', message: 'Nothing was changed.' });

    const visitor = await failureOf((await anonymous()).admin.bookings.change(await changeOf(booking.reference, { guests: 3 })));
    expect(visitor.code).toBe('UNAUTHORIZED');
    const visitorQuote = await failureOf((await anonymous()).admin.bookings.quoteChange({ reference: booking.reference, start: day(215), end: day(219), guests: 3 }));
    expect(visitorQuote.code).toBe('UNAUTHORIZED');
    expect((await stored(booking.reference)).guests).toBe(2);

    await caller.admin.bookings.cancel({ reference: booking.reference, refund: 'none' });
    const cancelled = await failureOf(caller.admin.bookings.change(await changeOf(booking.reference, { guests: 3 })));
    expect(cancelled).toMatchObject({ code: 'CONFLICT', message: 'Only a confirmed booking can be changed; this one is cancelled.' });
  });
});

describe('admin.bookings.change: the guest’s details', () => {
  it('changes name, e-mail, phone and note without an e-mail unless asked, and with one when asked', async () => {
    const booking = await phoneBooking(230, 'Lani Moana');
    const caller = await owner();
    const quiet = await caller.admin.bookings.change(
      await changeOf(booking.reference, { guest: { name: 'Lani Moana-Kahale', email: 'lani@example.com', phone: '+1 808 555 0199', message: 'Arrives by ferry' } }),
    );
    expect(quiet).toMatchObject({ guestName: 'Lani Moana-Kahale', guestPhone: '+1 808 555 0199', guestMessage: 'Arrives by ferry', totalCents: booking.totalCents, checkIn: day(230) });
    expect(quiet.timeline.find((line) => line.kind === 'changed')?.detail).toBe('Guest name: Lani Moana → Lani Moana-Kahale; Phone: +1 808 555 0142 → +1 808 555 0199; Note: (none) → Arrives by ferry');
    expect(await changeMails('lani@example.com')).toEqual([]);

    const told = await caller.admin.bookings.change(await changeOf(booking.reference, { guest: { name: 'Lani Moana-Kahale', email: 'lani.k@example.com', phone: '+1 808 555 0199', message: 'Arrives by ferry' }, notifyGuest: true }));
    expect(told.guestEmail).toBe('lani.k@example.com');
    const [mail] = await changeMails('lani.k@example.com');
    expect(mail!.text).toContain('E-mail: lani@example.com → lani.k@example.com');
    expect(await changeMails('lani@example.com')).toEqual([]);
  });
});
