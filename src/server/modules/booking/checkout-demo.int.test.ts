import { describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { resetRateLimits, startHttp } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { createStripePaymentProvider } from '../payments/stripe-provider';
import { CouponEntity } from '../pricing/coupon.entity';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { BookingEntity } from './booking.entity';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer();

async function caller(overrides?: Partial<ServerConfig>) {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig(overrides) }));
}

const guest = { name: 'Kai Akana', email: 'kai@example.com', phone: '808-555-0199', arrivalTime: 'Not sure yet' as const, message: '', agreeToPolicies: true as const };
let nextStart = 45;
function stay() {
  const start = addDaysIso(todayAtProperty(), nextStart);
  nextStart += 10;
  return { start, end: addDaysIso(start, 3), guests: 2 };
}
const rowOf = (reference: string) => db.orm.em.fork().findOneOrFail(BookingEntity, { reference });

describe('demo payment mode (no Stripe keys)', () => {
  it('runs the whole path offline: hold, demo payment, confirmed once', async () => {
    const session = await (await caller()).booking.startCheckout({ ...stay(), guest });
    expect(session.payment).toEqual({ mode: 'demo' });
    const hold = await rowOf(session.reference);
    expect(hold).toMatchObject({ status: 'hold', paymentProvider: 'demo', paymentIntentId: `demo_${session.reference}_${hold.totalCents}` });
    expect(hold.totalCents).toBe(Math.round(Number(session.quote.total) * 100));

    const access = { reference: session.reference, token: session.token };
    const outbox = () => db.orm.em.fork().count(OutboxEmailEntity, {});
    const mailBefore = await outbox();
    const paid = await (await caller()).booking.payDemo(access);
    const mailAfter = await outbox();
    expect(mailAfter).toBeGreaterThan(mailBefore);
    expect(paid).toMatchObject({ reference: session.reference, status: 'confirmed', paymentMode: 'demo' });
    const confirmed = await rowOf(session.reference);
    expect(confirmed).toMatchObject({ status: 'confirmed', paidCents: hold.totalCents });

    // Paying again, or the browser's confirm call, changes nothing.
    expect((await (await caller()).booking.payDemo(access)).status).toBe('confirmed');
    expect((await (await caller()).booking.confirmPayment(access)).status).toBe('confirmed');
    expect((await rowOf(session.reference)).confirmedAt).toEqual(confirmed.confirmedAt);
    expect(await outbox()).toBe(mailAfter);
  });

  it('prices a coupon on the server, reserves its use with the hold and never counts it twice', async () => {
    const em = db.orm.em.fork();
    em.create(CouponEntity, { code: 'ALOHA10', kind: 'percent', value: 10_000, maxUses: 5, timesUsed: 0, active: true, createdAt: new Date() });
    await em.flush();
    const dates = stay();
    const plain = await (await caller()).quote.get(dates);
    const session = await (await caller()).booking.startCheckout({ ...dates, coupon: 'aloha10', guest });
    expect(Number(session.quote.total)).toBeLessThan(Number(plain.total));
    expect(await rowOf(session.reference)).toMatchObject({ couponCode: 'ALOHA10', totalCents: Math.round(Number(session.quote.total) * 100) });
    const timesUsed = async () => (await db.orm.em.fork().findOneOrFail(CouponEntity, { code: 'ALOHA10' })).timesUsed;
    expect(await timesUsed()).toBe(1);
    const access = { reference: session.reference, token: session.token };
    await (await caller()).booking.payDemo(access);
    await (await caller()).booking.payDemo(access);
    await (await caller()).booking.confirmPayment(access);
    expect(await timesUsed()).toBe(1);
  });

  it('leaves an unpaid hold pending when the browser asks before paying', async () => {
    const session = await (await caller()).booking.startCheckout({ ...stay(), guest });
    const view = await (await caller()).booking.confirmPayment({ reference: session.reference, token: session.token });
    expect(view.status).toBe('hold');
  });

  it('shows the same booking to a wrong token as to no booking at all', async () => {
    const session = await (await caller()).booking.startCheckout({ ...stay(), guest });
    await expect((await caller()).booking.payDemo({ reference: session.reference, token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rowOf(session.reference)).status).toBe('hold');
  });

  it('refuses demo payments when the site takes real payments', async () => {
    const session = await (await caller()).booking.startCheckout({ ...stay(), guest });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_unused', publishableKey: 'pk_test_unused', webhookSecret: 'whsec_unused', apiBase: 'http://127.0.0.1:9' });
    await expect((await caller({ payments: stripe })).booking.payDemo({ reference: session.reference, token: session.token })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await rowOf(session.reference)).status).toBe('hold');
  });

  it('refuses bad input with BAD_REQUEST and stores nothing', async () => {
    const before = await db.orm.em.fork().count(BookingEntity, {});
    const api = await caller();
    const dates = stay();
    await expect(api.booking.startCheckout({ ...dates, guest: { ...guest, agreeToPolicies: false as unknown as true } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.booking.startCheckout({ ...dates, guests: 0, guest })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.booking.startCheckout({ ...dates, coupon: 'no spaces!', guest })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.booking.payDemo({ reference: '', token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db.orm.em.fork().count(BookingEntity, {})).toBe(before);
  });

  it('has no webhook endpoint and answers the REST rows like the procedures', async () => {
    const webhook = await fetch(`${http.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(webhook.status).toBe(404);

    const dates = stay();
    const started = await fetch(`${http.baseUrl}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...dates, guest }),
    });
    expect(started.status).toBe(201);
    const session = await started.json();
    expect(session.payment).toEqual({ mode: 'demo' });
    const access = JSON.stringify({ reference: session.reference, token: session.token });
    const paid = await fetch(`${http.baseUrl}/api/bookings/demo-pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: access });
    expect(paid.status).toBe(200);
    const confirmed = await fetch(`${http.baseUrl}/api/bookings/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: access });
    expect(await confirmed.json()).toEqual(JSON.parse(JSON.stringify(await (await caller()).booking.confirmPayment(JSON.parse(access)))));
  });
});

describe('rate limits on booking', () => {
  it('limits the calls that place holds per client, but not looking at a booking', async () => {
    await resetRateLimits(db.orm);
    const limited = await startHttp(db.orm, { bookingRateLimit: 2 });
    try {
      const post = (body: unknown) =>
        fetch(`${limited.baseUrl}/api/bookings/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const first = await post({ ...stay(), guest });
      expect(first.status).toBe(201);
      const { reference, token } = await first.json();
      expect((await post({ ...stay(), guest })).status).toBe(201);
      const third = await post({ ...stay(), guest });
      expect(third.status).toBe(429);
      expect((await third.json()).message).toBe('Too many requests. Please wait a moment and try again.');
      const holds = await fetch(`${limited.baseUrl}/api/holds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stay()) });
      expect(holds.status).toBe(429);
      // The guest's page keeps answering while the limit is reached.
      for (let i = 0; i < 3; i += 1) {
        const view = await fetch(`${limited.baseUrl}/trpc/booking.view?input=${encodeURIComponent(JSON.stringify({ json: { reference, token } }))}`);
        expect(view.status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('changing details after continuing', () => {
  it('releases the browser’s own earlier hold and holds again with the new details; a wrong token changes nothing', async () => {
    const nights = stay();
    const first = await (await caller()).booking.startCheckout({ ...nights, guest });
    const replaces = { reference: first.reference, token: first.token };

    const wrong = await (await caller()).booking
      .startCheckout({ ...nights, guest: { ...guest, name: 'Someone Else' }, replaces: { reference: first.reference, token: 'x'.repeat(43) } })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowOf(first.reference)).toMatchObject({ status: 'hold', guestName: 'Kai Akana' });

    const second = await (await caller()).booking.startCheckout({ ...nights, guest: { ...guest, phone: '808-555-0100' }, replaces });
    expect(second.reference).not.toBe(first.reference);
    expect(await rowOf(first.reference)).toMatchObject({ status: 'expired' });
    expect(await rowOf(second.reference)).toMatchObject({ status: 'hold', guestPhone: '808-555-0100' });

    // Once paid, the earlier booking is never released by a replacement.
    await (await caller()).booking.payDemo({ reference: second.reference, token: second.token });
    const again = await (await caller()).booking
      .startCheckout({ ...nights, guest, replaces: { reference: second.reference, token: second.token } })
      .catch((error: unknown) => error);
    expect(again).toMatchObject({ code: 'CONFLICT' });
    expect(await rowOf(second.reference)).toMatchObject({ status: 'confirmed' });
  });
});
