import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { useTestDatabase } from '../../../test/use-test-server';
import { createApp } from '../../http/app';
import { sessionOptions } from '../../http/session';
import { setLogLevel } from '../../logger';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession, type ServerConfig } from '../../trpc/context';
import { BookingEntity } from '../booking/booking.entity';
import { TAKEN_MESSAGE } from '../booking/hold.service';
import { OutboxEmailEntity } from '../email/outbox.entity';
import { PaymentEventEntity } from './payment-event.entity';
import { reconcilePayments } from './reconcile.service';
import { createStripePaymentProvider } from './stripe-provider';
import { testConfig } from '../../../test/test-config';

const db = useTestDatabase();
let stripe: StripeStandIn;
let server: Server;
let baseUrl: string;
let config: ServerConfig;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  config = testConfig({
    payments: createStripePaymentProvider({
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.baseUrl,
    }),
  });
  const app = await createApp({
    orm: db.orm,
    session: sessionOptions('test-secret-that-is-long-enough-for-iron-session', false),
    trustProxy: 0,
    client: 'none',
    bookingRateLimit: 1000,
    config,
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stripe.webhookUrl = `${baseUrl}/api/stripe/webhook`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stripe.close();
});

const guest = { name: 'Leilani Kahale', email: 'leilani@example.com', phone: '+1 808 555 0100', arrivalTime: '16:00', message: 'Two kids.', agreeToPolicies: true };
let nextStart = 30;
/** A fresh four-night stay per test, so tests never share nights. */
function stay(nights = 4) {
  const start = addDaysIso(todayAtProperty(), nextStart);
  nextStart += 10;
  return { start, end: addDaysIso(start, nights), guests: 2 };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function checkout(dates = stay()) {
  const response = await post('/api/bookings/checkout', { ...dates, guest });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const row = await rowOf(response.body.reference);
  return { dates, session: response.body, row, intentId: row.paymentIntentId! };
}

const rowOf = (reference: string) => db.orm.em.fork().findOneOrFail(BookingEntity, { reference });
const countRows = () => db.orm.em.fork().count(BookingEntity, {});
/** E-mails about one booking (its reference is in every booking e-mail's text). */
const countOutbox = (reference: string) => db.orm.em.fork().count(OutboxEmailEntity, { text: { $like: `%${reference}%` } });

describe('checkout with Stripe', () => {
  it("holds the nights and opens a PaymentIntent for the server's own total; a client's total is ignored", async () => {
    const dates = stay();
    const quote = await fetch(`${baseUrl}/api/quote?start=${dates.start}&end=${dates.end}&guests=2`).then((r) => r.json());
    const response = await post('/api/bookings/checkout', { ...dates, guest, total: '1.00', totalCents: 100, amount: 100 });
    expect(response.status).toBe(201);
    const session = response.body;
    expect(session.reference).toMatch(/^KB-[2-9A-HJ-NP-Z]{6}$/);
    expect(session.quote.total).toBe(quote.total);
    expect(session.payment).toEqual({ mode: 'stripe', publishableKey: stripe.publishableKey, clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) });
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const row = await rowOf(session.reference);
    const totalCents = Math.round(Number(quote.total) * 100);
    expect(row).toMatchObject({ status: 'hold', totalCents, paymentProvider: 'stripe', guestName: 'Leilani Kahale', guestEmail: 'leilani@example.com', arrivalTime: '16:00' });
    expect(row.pricing).toMatchObject({ priced: { totalCents }, taxes: expect.any(Array) });
    expect(row.policiesAcceptedAt).toBeInstanceOf(Date);

    const intent = stripe.intents.get(row.paymentIntentId!)!;
    expect(intent).toMatchObject({
      amount: totalCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: { reference: session.reference },
      receipt_email: 'leilani@example.com',
      client_secret: session.payment.clientSecret,
    });
    expect(stripe.requests.find((request) => request.path === '/v1/payment_intents')?.idempotencyKey).toBe(`checkout-${session.reference}`);

    const availability = await fetch(`${baseUrl}/api/availability/merged?start=${dates.start}&end=${dates.end}`).then((r) => r.json());
    expect(availability.availability.blocked_dates).toHaveLength(4);
  });

  it('answers overlapping nights with a 409 and opens no payment for them', async () => {
    const { dates } = await checkout();
    const intentsBefore = stripe.intents.size;
    const rowsBefore = await countRows();
    const response = await post('/api/bookings/checkout', { start: addDaysIso(dates.start, 2), end: addDaysIso(dates.end, 2), guests: 2, guest });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(TAKEN_MESSAGE);
    expect(stripe.intents.size).toBe(intentsBefore);
    expect(await countRows()).toBe(rowsBefore);
  });

  it('rejects bad input with a 4xx and a message per field, storing nothing and opening no payment', async () => {
    const rowsBefore = await countRows();
    const intentsBefore = stripe.intents.size;
    const dates = stay();
    const cases: unknown[] = [
      { ...dates },
      { ...dates, guest: { ...guest, agreeToPolicies: false } },
      { ...dates, guest: { ...guest, email: 'not-an-email' } },
      { start: dates.end, end: dates.start, guests: 2, guest },
      { ...dates, guests: 0, guest },
      { ...dates, guests: 99, guest },
      { ...dates, start: addDaysIso(todayAtProperty(), -3), guest },
    ];
    for (const body of cases) {
      const response = await post('/api/bookings/checkout', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body)).not.toMatch(/node_modules|ZodError|\bat \w/);
    }
    const missingGuest = await post('/api/bookings/checkout', { ...dates });
    expect(Object.keys(missingGuest.body.fieldErrors ?? {})).toContain('guest');
    expect(await countRows()).toBe(rowsBefore);
    expect(stripe.intents.size).toBe(intentsBefore);
  });
});

describe('checkout while Stripe is unreachable', () => {
  it('answers with an error and gives the nights back at once', async () => {
    setLogLevel('silent');
    const unreachable = createStripePaymentProvider({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret, apiBase: 'http://127.0.0.1:9' });
    const api = createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig({ payments: unreachable }) }));
    const dates = stay();
    try {
      await expect(api.booking.startCheckout({ ...dates, guest: { ...guest, arrivalTime: '16:00', agreeToPolicies: true } })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      setLogLevel('warn');
    }
    expect((await post('/api/bookings/checkout', { ...dates, guest })).status).toBe(201);
  });
});

describe('Stripe webhook', () => {
  it('confirms the booking exactly once, however often and however many succeeded events arrive', async () => {
    const { row, intentId } = await checkout();
    const outboxBefore = await countOutbox(row.reference);
    const first = await stripe.succeed(intentId);
    expect(first!.status).toBe(200);
    expect(JSON.parse(first!.body)).toEqual({ received: true, outcome: 'confirmed' });
    const confirmed = await rowOf(row.reference);
    expect(confirmed).toMatchObject({ status: 'confirmed', paidCents: row.totalCents });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    const outboxAfterFirst = await countOutbox(row.reference);

    const replay = await stripe.deliver(first!.event);
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body).outcome).toBe('duplicate');
    const another = await stripe.deliver(stripe.eventFor(intentId, 'payment_intent.succeeded'));
    expect(JSON.parse(another.body).outcome).toBe('unchanged');
    // Two deliveries at once of yet another event: still one confirmation.
    const racing = stripe.eventFor(intentId, 'payment_intent.succeeded');
    await Promise.all([stripe.deliver(racing), stripe.deliver(racing)]);

    const after = await rowOf(row.reference);
    expect(after.confirmedAt).toEqual(confirmed.confirmedAt);
    expect(after.paidCents).toBe(row.totalCents);
    expect(await countOutbox(row.reference)).toBe(outboxAfterFirst);
    expect(outboxAfterFirst).toBeGreaterThan(outboxBefore);
    expect(await db.orm.em.fork().count(PaymentEventEntity, { paymentIntentId: intentId })).toBe(3);
  });

  it('refuses a bad signature with a 400 and changes nothing', async () => {
    const { row, intentId } = await checkout();
    await stripe.succeed(intentId, { webhook: false });
    const event = stripe.eventFor(intentId, 'payment_intent.succeeded');
    const forged = await stripe.deliver(event, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` });
    expect(forged.status).toBe(400);
    const missing = await fetch(stripe.webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    expect(await rowOf(row.reference)).toMatchObject({ status: 'hold', paidCents: 0 });
    expect(await db.orm.em.fork().count(PaymentEventEntity, { id: event.id })).toBe(0);
  });

  it('releases the nights when the payment fails, so someone else can hold them', async () => {
    const { row, intentId, dates } = await checkout();
    const delivery = await stripe.fail(intentId);
    expect(JSON.parse(delivery!.body).outcome).toBe('released');
    expect((await rowOf(row.reference)).status).toBe('expired');
    const next = await post('/api/holds', dates);
    expect(next.status).toBe(201);
  });

  it('releases the nights when the payment is cancelled', async () => {
    const { row, intentId } = await checkout();
    stripe.intents.get(intentId)!.status = 'canceled';
    const delivery = await stripe.deliver(stripe.eventFor(intentId, 'payment_intent.canceled'));
    expect(JSON.parse(delivery.body).outcome).toBe('released');
    expect((await rowOf(row.reference)).status).toBe('expired');
  });

  it('refunds in full when the payment succeeds after the hold ran out and the nights were taken', async () => {
    const { row, intentId, dates } = await checkout();
    // The guest's 15 minutes pass; another guest holds the same nights.
    await db.orm.em.fork().nativeUpdate(BookingEntity, { id: row.id }, { holdExpiresAt: new Date(Date.now() - 60_000) });
    expect((await post('/api/holds', dates)).status).toBe(201);

    const mailBefore = await countOutbox(row.reference);
    const delivery = await stripe.succeed(intentId);
    expect(JSON.parse(delivery!.body).outcome).toBe('refunded');
    const mailAfter = await countOutbox(row.reference);
    expect(mailAfter).toBeGreaterThan(mailBefore);
    const refunds = stripe.refunds.filter((refund) => refund.payment_intent === intentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: row.totalCents, status: 'succeeded' })]);
    expect(await rowOf(row.reference)).toMatchObject({ status: 'cancelled', paidCents: row.totalCents, refundedCents: row.totalCents });

    // Told again, nothing more is refunded.
    await stripe.deliver(stripe.eventFor(intentId, 'payment_intent.succeeded'));
    await reconcilePayments(db.orm.em.fork(), config);
    expect(stripe.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    expect(await countOutbox(row.reference)).toBe(mailAfter);
  });

  it('confirms a payment made after the hold ran out when the nights are still free', async () => {
    const { row, intentId } = await checkout();
    await db.orm.em.fork().nativeUpdate(BookingEntity, { id: row.id }, { status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) });
    const delivery = await stripe.succeed(intentId);
    expect(JSON.parse(delivery!.body).outcome).toBe('confirmed');
    expect(await rowOf(row.reference)).toMatchObject({ status: 'confirmed', paidCents: row.totalCents, refundedCents: 0 });
  });
});

describe('payment reconciliation', () => {
  it('confirms a payment whose webhook never came (a crash between payment and confirmation)', async () => {
    const { row, intentId } = await checkout();
    await stripe.succeed(intentId, { webhook: false });
    expect((await rowOf(row.reference)).status).toBe('hold');
    const report = await reconcilePayments(db.orm.em.fork(), config);
    expect(report.outcomes.confirmed).toBe(1);
    expect(await rowOf(row.reference)).toMatchObject({ status: 'confirmed', paidCents: row.totalCents });
    // A second round and a late webhook change nothing.
    const again = await reconcilePayments(db.orm.em.fork(), config);
    expect(again.outcomes.confirmed ?? 0).toBe(0);
    expect(JSON.parse((await stripe.deliver(stripe.eventFor(intentId, 'payment_intent.succeeded'))).body).outcome).toBe('unchanged');
  });

  it('cancels the payment of an abandoned hold once its time is up, and frees the nights', async () => {
    const { row, intentId, dates } = await checkout();
    const early = await reconcilePayments(db.orm.em.fork(), config);
    expect(early.outcomes.pending).toBeGreaterThanOrEqual(1);
    expect(stripe.intents.get(intentId)!.status).toBe('requires_payment_method');

    const later = new Date(row.holdExpiresAt!.getTime() + 60_000);
    await reconcilePayments(db.orm.em.fork(), config, later);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect((await rowOf(row.reference)).status).toBe('expired');
    expect((await post('/api/holds', dates)).status).toBe(201);
  });

  it('cancels the payment of a hold that expired some other way (a new hold expired it first)', async () => {
    const { row, intentId } = await checkout();
    await db.orm.em.fork().nativeUpdate(BookingEntity, { id: row.id }, { status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) });
    await reconcilePayments(db.orm.em.fork(), config);
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect((await rowOf(row.reference)).status).toBe('expired');
  });
});

describe('webhook endpoint', () => {
  it('answers only POST with a signature, and ignores events it does not handle', async () => {
    const { intentId } = await checkout();
    const delivery = await stripe.deliver(stripe.eventFor(intentId, 'payment_intent.created'));
    expect(JSON.parse(delivery.body)).toEqual({ received: true, outcome: 'ignored' });
  });
});
