import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import type { BookingStatus } from '../../../shared/booking/booking.schemas';
import { useTestDatabase } from '../../../test/use-test-server';
import { testConfig } from '../../../test/test-config';
import { createBooking } from '../../composition/factories';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { BookingEntity, type BookingRow } from './booking.entity';
import { cancelConfirmedBooking, cancelUnplaced, confirmBooking, expireStaleHolds, releaseHold } from './booking-status';
import { confirmPaidBooking, settleIntent } from './confirm.service';

const db = useTestDatabase();

const config = testConfig();
let nextStart = 200;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A booking in `status` on nights of its own, with a demo payment intent named after it. */
async function bookingIn(status: BookingStatus, extra: Partial<BookingRow> = {}): Promise<BookingRow> {
  const em = db.orm.em.fork();
  const checkIn = addDaysIso(todayAtProperty(), nextStart);
  nextStart += 4;
  const row = createBooking(em, {
    status,
    checkIn,
    checkOut: addDaysIso(checkIn, 3),
    guestName: 'Kai Akana',
    guestEmail: 'kai@example.com',
    holdExpiresAt: minutesFromNow(15),
    paymentProvider: 'demo',
    ...extra,
  });
  row.paymentIntentId = `demo_${row.reference}_${row.totalCents}`;
  if (status === 'confirmed') Object.assign(row, { paidCents: row.totalCents, confirmedAt: new Date() });
  await em.flush();
  return row;
}

/** The row as the database has it now, without the columns every write touches. */
async function stored(id: string) {
  const { updatedAt: _updatedAt, ...row } = await db.orm.em.fork().findOneOrFail(BookingEntity, { id });
  return row;
}

const emailsAbout = (reference: string) => db.orm.em.fork().count(OutboxEmailEntity, { subject: { $like: `%${reference}%` } });

describe('a transition from a wrong state changes nothing', () => {
  it('confirming a cancelled or already confirmed booking leaves it as it was', async () => {
    for (const status of ['cancelled', 'confirmed'] as const) {
      const booking = await bookingIn(status);
      const before = await stored(booking.id);
      expect(await confirmBooking(db.orm.em.fork(), booking.id, 1, new Date())).toBe(false);
      expect(await stored(booking.id)).toEqual(before);
    }
  });

  it('releasing or expiring a confirmed booking leaves it confirmed, even when its payment then reports a failure', async () => {
    const booking = await bookingIn('confirmed', { holdExpiresAt: minutesFromNow(-30) });
    const before = await stored(booking.id);
    expect(await releaseHold(db.orm.em.fork(), { id: booking.id })).toBe(false);
    await expireStaleHolds(db.orm.em.fork(), minutesFromNow(60));
    // The checkout's failure path: a failed or cancelled payment for a booking that is no longer a hold.
    const failed = { id: booking.paymentIntentId!, status: 'failed' as const, amountCents: booking.totalCents, reference: booking.reference };
    expect(await settleIntent(db.orm.em.fork(), config, failed)).toBe('unchanged');
    expect(await stored(booking.id)).toEqual(before);
  });

  it('releasing a hold twice releases it once', async () => {
    const booking = await bookingIn('hold');
    expect(await releaseHold(db.orm.em.fork(), { paymentIntentId: booking.paymentIntentId! })).toBe(true);
    const released = await stored(booking.id);
    expect(released.status).toBe('expired');
    expect(await releaseHold(db.orm.em.fork(), { id: booking.id })).toBe(false);
    expect(await stored(booking.id)).toEqual(released);
  });

  it('cancelling twice cancels and counts the refund once', async () => {
    const booking = await bookingIn('confirmed');
    const first = await Promise.all([
      cancelConfirmedBooking(db.orm.em.fork(), booking, 5_000),
      cancelConfirmedBooking(db.orm.em.fork(), booking, 5_000),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const cancelled = await stored(booking.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 5_000 });
    expect(await cancelConfirmedBooking(db.orm.em.fork(), cancelled, 5_000)).toBe(false);
    expect(await stored(booking.id)).toEqual(cancelled);
  });

  it('cancelling a hold or an expired hold leaves it alone', async () => {
    for (const status of ['hold', 'expired'] as const) {
      const booking = await bookingIn(status);
      const before = await stored(booking.id);
      expect(await cancelConfirmedBooking(db.orm.em.fork(), booking, 0)).toBe(false);
      expect(await stored(booking.id)).toEqual(before);
    }
  });

  it('a late payment is refunded as unplaced once, and never on a confirmed booking', async () => {
    const confirmed = await bookingIn('confirmed');
    const before = await stored(confirmed.id);
    expect(await cancelUnplaced(db.orm.em.fork(), confirmed.id, confirmed.totalCents)).toBe(false);
    expect(await stored(confirmed.id)).toEqual(before);

    const late = await bookingIn('expired');
    expect(await cancelUnplaced(db.orm.em.fork(), late.id, late.totalCents)).toBe(true);
    const refunded = await stored(late.id);
    expect(refunded).toMatchObject({ status: 'cancelled', paidCents: late.totalCents, refundedCents: late.totalCents });
    expect(await cancelUnplaced(db.orm.em.fork(), late.id, late.totalCents)).toBe(false);
    expect(await stored(late.id)).toEqual(refunded);
  });
});

describe('racing transitions leave a consistent row', () => {
  it('the expiry sweep racing a confirmation: confirmed once, paid, with one set of e-mails', async () => {
    for (let round = 0; round < 5; round += 1) {
      const booking = await bookingIn('hold', { holdExpiresAt: minutesFromNow(-1) });
      const paid = { id: booking.paymentIntentId!, status: 'succeeded' as const, amountCents: booking.totalCents, reference: booking.reference };
      const [, first, second] = await Promise.all([
        expireStaleHolds(db.orm.em.fork()),
        confirmPaidBooking(db.orm.em.fork(), config, paid),
        confirmPaidBooking(db.orm.em.fork(), config, paid),
      ]);
      expect([first, second].sort()).toEqual(['confirmed', 'unchanged']);
      const row = await stored(booking.id);
      expect(row).toMatchObject({ status: 'confirmed', paidCents: booking.totalCents, refundedCents: 0, cancelledAt: null });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      // The guest's confirmation and the host's notice, once.
      expect(await emailsAbout(booking.reference)).toBe(2);
      // The sweep that comes after never touches it.
      await expireStaleHolds(db.orm.em.fork(), minutesFromNow(60));
      expect((await stored(booking.id)).status).toBe('confirmed');
    }
  });

  it('a failed payment racing its success: the booking ends confirmed or released, never both', async () => {
    const booking = await bookingIn('hold');
    const intent = { id: booking.paymentIntentId!, amountCents: booking.totalCents, reference: booking.reference };
    const outcomes = await Promise.all([
      settleIntent(db.orm.em.fork(), config, { ...intent, status: 'canceled' }),
      settleIntent(db.orm.em.fork(), config, { ...intent, status: 'succeeded' }),
    ]);
    const row = await stored(booking.id);
    // A release that wins is followed by a confirmation of the expired hold whose nights are still free.
    expect(row).toMatchObject({ status: 'confirmed', paidCents: booking.totalCents });
    expect(outcomes[1]).toBe('confirmed');
    expect(['released', 'unchanged']).toContain(outcomes[0]);
  });
});
