import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { formatDay } from '../../../shared/lib/date-format';
import { signedInOwnerWithSession } from '../../../test/http-harness';
import { testConfig } from '../../../test/test-config';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { BookingEntity } from './booking.entity';
import { failureOf } from '../../../test/trpc-failure';

const { db, http } = useTestServer();
let ownerSession: string;

const today = todayAtProperty();
const day = (offset: number) => addDaysIso(today, offset);

async function owner() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}
async function anonymous() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}

/** A phone booking of four nights from `offset` days ahead, with `paid` cents taken in cash (0: left due). */
async function phoneBooking(offset: number, name: string, paid = 0) {
  const caller = await owner();
  const created = await caller.admin.bookings.createManual({
    start: day(offset),
    end: day(offset + 4),
    guests: 2,
    guest: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: '+1 808 555 0142' },
    paymentMethod: paid > 0 ? 'cash' : 'due',
    amountPaidCents: paid,
  });
  return created;
}

const dueAlerts = async (reference: string) => (await (await owner()).admin.dashboard.get()).alerts.filter((alert) => alert.kind === 'payment_due' && alert.message.includes(reference));
const stored = (reference: string) => db.orm.em.fork().findOneOrFail(BookingEntity, { reference });
const receiptsTo = (to: string) => db.orm.em.fork().find(OutboxEmailEntity, { to, kind: { $like: 'booking-%-receipt' } });

beforeAll(async () => {
  ({ session: ownerSession } = await signedInOwnerWithSession(db.orm, http.baseUrl));
});

describe('admin.bookings.recordPayment', () => {
  it('settles what is due: paid and due change, the timeline says so, and the dashboard’s alert goes', async () => {
    const booking = await phoneBooking(20, 'Noa Kealoha');
    expect(await dueAlerts(booking.reference)).toHaveLength(1);

    const answer = await (await owner()).admin.bookings.recordPayment({
      reference: booking.reference,
      kind: 'payment',
      method: 'cash',
      amountCents: booking.totalCents,
      receivedOn: today,
      note: 'Paid at the door',
    });

    expect(answer).toMatchObject({ paidCents: booking.totalCents, refundedCents: 0 });
    expect(answer.payments).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'cash', amountCents: booking.totalCents, receivedOn: today, note: 'Paid at the door', recordedBy: 'Leilani Kahale', voidedAt: null }),
    ]);
    expect(answer.timeline.at(-1)).toMatchObject({ kind: 'payment_recorded', amountCents: booking.totalCents, reason: null, detail: `Cash, received ${formatDay(today)} · Paid at the door` });
    expect((await stored(booking.reference)).paidCents).toBe(booking.totalCents);
    expect(await dueAlerts(booking.reference)).toEqual([]);
  });

  it('takes part of what is due, and the alert shows the rest', async () => {
    const booking = await phoneBooking(26, 'Pua Akana');
    await (await owner()).admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'check', amountCents: 10_000, receivedOn: day(-3) });
    const [alert] = await dueAlerts(booking.reference);
    expect(alert?.message).toContain(`${formatUsd(booking.totalCents - 10_000)} still due`);
  });

  it('refuses more than is due, a date in the future and a cancelled booking, and changes nothing', async () => {
    const booking = await phoneBooking(32, 'Kaleo Pali');
    const caller = await owner();
    const over = await failureOf(caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: booking.totalCents + 1, receivedOn: today }));
    expect(over.code).toBe('BAD_REQUEST');
    expect(over.fieldErrors?.amountCents?.[0]).toMatch(/^The payment cannot be more than what is still due \(\$[\d,]+\.\d\d\)$/);

    const future = await failureOf(caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: 100, receivedOn: day(1) }));
    expect(future.fieldErrors).toEqual({ receivedOn: ['The date cannot be in the future'] });

    await caller.admin.bookings.cancel({ reference: booking.reference, refund: 'none' });
    const cancelled = await failureOf(caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: 100, receivedOn: today }));
    expect(cancelled).toMatchObject({ code: 'CONFLICT', message: 'Payments can be recorded on confirmed bookings only; this one is cancelled.' });
    expect(await stored(booking.reference)).toMatchObject({ paidCents: 0, refundedCents: 0 });
    expect((await caller.admin.bookings.get({ reference: booking.reference })).payments).toEqual([]);
  });

  it('is the owner’s only: a visitor gets 401 and nothing is written', async () => {
    const booking = await phoneBooking(38, 'Makana Lee');
    const refused = await failureOf((await anonymous()).admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: 100, receivedOn: today }));
    expect(refused.code).toBe('UNAUTHORIZED');
    expect((await stored(booking.reference)).paidCents).toBe(0);
  });

  it('e-mails the guest a receipt when asked, with what is paid and still due', async () => {
    const booking = await phoneBooking(44, 'Hoku Nakamura');
    await (await owner()).admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'bank_transfer', amountCents: 25_000, receivedOn: today, sendReceipt: true });
    const [receipt, ...others] = await receiptsTo('hoku@example.com');
    expect(others).toEqual([]);
    expect(receipt!.subject).toBe(`Receipt: $250.00 received for booking ${booking.reference}`);
    expect(receipt!.text).toContain('(bank transfer)');
    expect(receipt!.text).toContain('Paid in total: $250.00');
    expect(receipt!.text).toContain(`Still due: ${formatUsd(booking.totalCents - 25_000)}`);

    await (await owner()).admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: 100, receivedOn: today });
    expect(await receiptsTo('hoku@example.com')).toHaveLength(1);
  });

  it('refunds part of a payment recorded by hand, never more than it, and never an online payment', async () => {
    const booking = await phoneBooking(50, 'Iolani Cruz', 60_000);
    const caller = await owner();
    const refunded = await caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'refund', method: 'cash', amountCents: 15_000, receivedOn: today, note: 'Kayak was broken' });
    expect(refunded).toMatchObject({ paidCents: 60_000, refundedCents: 15_000 });
    expect(refunded.timeline.at(-1)).toMatchObject({ kind: 'refund_recorded', amountCents: 15_000 });
    const tooMuch = await failureOf(caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'refund', method: 'cash', amountCents: 45_001, receivedOn: today }));
    expect(tooMuch.fieldErrors?.amountCents).toEqual(['The refund cannot be more than the payments recorded by hand less their refunds ($450.00)']);
  });
});

describe('admin.bookings.voidPayment', () => {
  it('keeps the entry, marked void with who and why, and takes it out of the totals', async () => {
    const booking = await phoneBooking(56, 'Keoni Apo');
    const caller = await owner();
    const recorded = await caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'payment', method: 'cash', amountCents: 30_000, receivedOn: today });
    const voided = await caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: recorded.payments[0]!.id, reason: 'Entered on the wrong booking' });
    expect(voided.paidCents).toBe(0);
    expect(voided.payments).toEqual([expect.objectContaining({ amountCents: 30_000, voidedBy: 'Leilani Kahale', voidReason: 'Entered on the wrong booking' })]);
    expect(voided.payments[0]!.voidedAt).not.toBeNull();
    expect(voided.timeline.at(-1)).toMatchObject({ kind: 'payment_voided', amountCents: 30_000, reason: 'Entered on the wrong booking' });
    expect(await dueAlerts(booking.reference)).toHaveLength(1);

    const again = await failureOf(caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: recorded.payments[0]!.id, reason: 'Twice' }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'This entry is already void.' });
  });

  it('keeps a payment whose money was partly given back until that refund is void, and asks for a reason', async () => {
    const booking = await phoneBooking(62, 'Lani Moana', 40_000);
    const caller = await owner();
    const withRefund = await caller.admin.bookings.recordPayment({ reference: booking.reference, kind: 'refund', method: 'cash', amountCents: 5_000, receivedOn: today });
    const [payment, refund] = withRefund.payments;
    expect(payment).toMatchObject({ kind: 'payment', amountCents: 40_000, note: 'Recorded with the booking' });

    const blocked = await failureOf(caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: payment!.id, reason: 'Mistake' }));
    expect(blocked.message).toBe('Void the refunds given back from this payment first: more would be refunded than was paid.');
    const noReason = await failureOf(caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: refund!.id, reason: '  ' }));
    expect(noReason.fieldErrors).toEqual({ reason: ['Say why this entry is void'] });

    await caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: refund!.id, reason: 'Never given' });
    const done = await caller.admin.bookings.voidPayment({ reference: booking.reference, paymentId: payment!.id, reason: 'Mistake' });
    expect(done).toMatchObject({ paidCents: 0, refundedCents: 0 });
  });

  it('answers 404 for an entry of another booking', async () => {
    const one = await phoneBooking(68, 'Ana Pali', 10_000);
    const other = await phoneBooking(74, 'Ben Pali');
    const caller = await owner();
    const [entry] = (await caller.admin.bookings.get({ reference: one.reference })).payments;
    const missing = await failureOf(caller.admin.bookings.voidPayment({ reference: other.reference, paymentId: entry!.id, reason: 'Wrong one' }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'This booking has no such payment or refund.' });
    expect((await stored(one.reference)).paidCents).toBe(10_000);
  });
});
