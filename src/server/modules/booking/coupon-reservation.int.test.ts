import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { reconcilePayments } from '../payments/reconcile.service';
import { CouponEntity } from '../pricing/coupon.entity';
import { BookingEntity } from './booking.entity';
import { releaseHoldFor } from './confirm.service';
import { expireStaleHolds } from './booking-status';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer();

const USED_UP = 'This coupon has reached its usage limit';
const guest = { name: 'Kai Akana', email: 'kai@example.com', phone: '808-555-0199', arrivalTime: 'Not sure yet' as const, message: '', agreeToPolicies: true as const };

async function contextFor(clientKey: string) {
  return createInnerContext({ em: db.orm.em.fork(), session: memorySession(), clientKey, config: testConfig() });
}
/** A guest at their own address. */
async function as(clientKey: string) {
  return createCaller(await contextFor(clientKey));
}

let nextStart = 30;
function stay() {
  const start = addDaysIso(todayAtProperty(), nextStart);
  nextStart += 5;
  return { start, end: addDaysIso(start, 3), guests: 2 };
}

async function singleUseCoupon(code: string) {
  const em = db.orm.em.fork();
  em.create(CouponEntity, { code, kind: 'percent', value: 50_000, maxUses: 1, timesUsed: 0, active: true, createdAt: new Date() });
  await em.flush();
}
const timesUsed = async (code: string) => (await db.orm.em.fork().findOneOrFail(CouponEntity, { code })).timesUsed;
const rowOf = (reference: string) => db.orm.em.fork().findOneOrFail(BookingEntity, { reference });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a limited coupon is never honoured more times than its limit (F3)', () => {
  it('five concurrent checkouts with a single-use coupon: one discounted hold, four refused before payment, one discounted booking', async () => {
    await singleUseCoupon('ONEUSE50');
    const stays = Array.from({ length: 5 }, () => stay());
    // Five guests at five addresses, as the probe's script did, all before anyone pays.
    const responses = await Promise.all(
      stays.map((dates, index) => requestFrom(`127.0.0.${11 + index}`, 'POST', `${http.baseUrl}/api/bookings/checkout`, { ...dates, coupon: 'ONEUSE50', guest })),
    );
    const won = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status !== 201);
    expect(won).toHaveLength(1);
    expect((won[0]!.body.quote as { coupon?: unknown }).coupon).toEqual({ code: 'ONEUSE50' });
    expect(refused).toHaveLength(4);
    for (const response of refused) expect(response).toMatchObject({ status: 400, body: { fieldErrors: { coupon: [USED_UP] } } });
    // Refused before payment: no hold, no payment exists for them.
    expect(await db.orm.em.fork().count(BookingEntity, { couponCode: 'ONEUSE50' })).toBe(1);

    // Pay everything that exists.
    const holds = await db.orm.em.fork().find(BookingEntity, { status: 'hold', checkIn: { $in: stays.map((dates) => dates.start) } });
    for (const hold of holds) {
      const session = won.find((response) => response.body.reference === hold.reference)!.body;
      await (await as('payer')).booking.payDemo({ reference: hold.reference, token: session.token as string });
    }
    const discounted = await db.orm.em.fork().find(BookingEntity, { status: 'confirmed', couponCode: 'ONEUSE50' });
    expect(discounted).toHaveLength(1);
    expect(await timesUsed('ONEUSE50')).toBe(1);
  });

  it('reserves the use with the hold; an expired hold gives it back, so a later guest can use it', async () => {
    await singleUseCoupon('EXPIRE1');
    const first = await (await as('guest-a')).booking.startCheckout({ ...stay(), coupon: 'EXPIRE1', guest });
    expect(first.quote.coupon).toEqual({ code: 'EXPIRE1' });
    expect(await timesUsed('EXPIRE1')).toBe(1);
    const blocked = await (await as('guest-b')).quote.get({ ...stay(), coupon: 'EXPIRE1' }).catch((error: unknown) => error);
    expect(blocked).toMatchObject({ code: 'BAD_REQUEST', message: USED_UP });

    await expireStaleHolds(db.orm.em.fork(), minutesFromNow(16));
    expect(await timesUsed('EXPIRE1')).toBe(0);
    expect(await rowOf(first.reference)).toMatchObject({ status: 'expired', couponReserved: false });
    const later = await (await as('guest-b')).booking.startCheckout({ ...stay(), coupon: 'EXPIRE1', guest });
    expect(later.quote.coupon).toEqual({ code: 'EXPIRE1' });
    expect(await timesUsed('EXPIRE1')).toBe(1);
  });

  it('gives the use back when the reconciliation job lets an abandoned hold go', async () => {
    await singleUseCoupon('RECON1');
    const context = await contextFor('guest-c');
    const session = await createCaller(context).booking.startCheckout({ ...stay(), coupon: 'RECON1', guest });
    expect(await timesUsed('RECON1')).toBe(1);
    await reconcilePayments(db.orm.em.fork(), context.config, minutesFromNow(16));
    expect(await rowOf(session.reference)).toMatchObject({ status: 'expired' });
    expect(await timesUsed('RECON1')).toBe(0);
  });

  it('gives the use back when the payment fails, and when the guest replaces or abandons the hold', async () => {
    await singleUseCoupon('FAIL1');
    const failed = await (await as('guest-d')).booking.startCheckout({ ...stay(), coupon: 'FAIL1', guest });
    expect(await releaseHoldFor(db.orm.em.fork(), (await rowOf(failed.reference)).paymentIntentId!)).toBe('released');
    expect(await timesUsed('FAIL1')).toBe(0);

    // The guest goes back and changes details: the use moves to the new hold, it is not spent twice.
    const nights = stay();
    const first = await (await as('guest-e')).booking.startCheckout({ ...nights, coupon: 'FAIL1', guest });
    const second = await (await as('guest-e')).booking.startCheckout({
      ...nights,
      coupon: 'FAIL1',
      guest: { ...guest, phone: '808-555-0100' },
      replaces: { reference: first.reference, token: first.token },
    });
    expect(second.quote.coupon).toEqual({ code: 'FAIL1' });
    expect(await rowOf(first.reference)).toMatchObject({ status: 'expired', couponReserved: false });
    expect(await timesUsed('FAIL1')).toBe(1);

    // The same client holding other nights instead lets this hold, and its use, go.
    await (await as('guest-e')).booking.hold(stay());
    expect(await rowOf(second.reference)).toMatchObject({ status: 'expired', couponReserved: false });
    expect(await timesUsed('FAIL1')).toBe(0);
  });

  it('never grants a discount it could not reserve: paid after the hold ran out and the coupon went to someone else → refunded in full', async () => {
    await singleUseCoupon('LATE1');
    const late = await (await as('guest-f')).booking.startCheckout({ ...stay(), coupon: 'LATE1', guest });
    await expireStaleHolds(db.orm.em.fork(), minutesFromNow(16));
    await (await as('guest-g')).booking.startCheckout({ ...stay(), coupon: 'LATE1', guest });

    const view = await (await as('guest-f')).booking.payDemo({ reference: late.reference, token: late.token });
    expect(view.status).toBe('cancelled');
    const row = await rowOf(late.reference);
    expect(row).toMatchObject({ status: 'cancelled', confirmedAt: null, couponReserved: false });
    expect(row.refundedCents).toBe(row.paidCents);
    expect(row.paidCents).toBeGreaterThan(0);
    expect(await timesUsed('LATE1')).toBe(1);
  });

  it('confirms a late payment when the coupon still has the use, taking it again', async () => {
    await singleUseCoupon('LATE2');
    const late = await (await as('guest-h')).booking.startCheckout({ ...stay(), coupon: 'LATE2', guest });
    await expireStaleHolds(db.orm.em.fork(), minutesFromNow(16));
    expect(await timesUsed('LATE2')).toBe(0);
    const view = await (await as('guest-h')).booking.payDemo({ reference: late.reference, token: late.token });
    expect(view.status).toBe('confirmed');
    expect(await timesUsed('LATE2')).toBe(1);
    // Confirming again (webhook, browser, reconciliation) counts nothing more.
    await (await as('guest-h')).booking.confirmPayment({ reference: late.reference, token: late.token });
    expect(await timesUsed('LATE2')).toBe(1);
  });
});
