import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { resetRateLimits } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { createCalendarBlock } from '../../composition/factories';
import { CouponEntity } from '../pricing/coupon.entity';
import { loadPricingSettings, savePricingSettings } from '../pricing/pricing-settings.service';
import { PropertyEntity } from '../property/property.entity';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer();
const today = todayAtProperty();
const start = addDaysIso(today, 60);

async function browserGet(path: string) {
  const response = await fetch(`${http.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function caller() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}

beforeAll(async () => {
  const em = db.orm.em.fork();
  // A known price list, so the worked example can be checked end to end.
  await em.nativeUpdate(PropertyEntity, {}, { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1, maxGuests: 10 });
  createCalendarBlock(em, { startDate: addDaysIso(start, 10), endDate: addDaysIso(start, 13), note: 'Owner stay' });
  em.create(CouponEntity, { code: 'ALOHA10', kind: 'percent', value: 10_000, maxUses: null, timesUsed: 0, active: true, createdAt: new Date() });
  await em.flush();
});

describe('quote.get', () => {
  it('prices 4 nights at $500 with $300 cleaning and Oahu taxes: $2,730.38', async () => {
    const quote = await (await caller()).quote.get({ start, end: addDaysIso(start, 4), guests: 2 });
    expect(quote).toMatchObject({ nightlyRate: '500.00', base_price: '2000.00', cleaningFee: '300.00', taxes: '430.38', total: '2730.38' });
    expect(quote.breakdown.map((line) => line.amount)).toEqual(['2000.00', '300.00', '253.00', '69.00', '108.38']);
  });

  it('refuses check-in in the past (by the Honolulu calendar)', async () => {
    await expect((await caller()).quote.get({ start: addDaysIso(today, -1), end: addDaysIso(today, 2), guests: 2 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Check-in date cannot be in the past',
    });
  });

  it('refuses check-out on or before check-in', async () => {
    await expect((await caller()).quote.get({ start, end: start, guests: 2 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses more guests than the house sleeps', async () => {
    await expect((await caller()).quote.get({ start, end: addDaysIso(start, 3), guests: 11 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Maximum 10 guests allowed for this property.',
    });
  });

  it('refuses stays below the minimum nights', async () => {
    const em = db.orm.em.fork();
    await em.nativeUpdate(PropertyEntity, {}, { minNights: 3 });
    try {
      await expect((await caller()).quote.get({ start, end: addDaysIso(start, 2), guests: 2 })).rejects.toMatchObject({ message: 'Minimum stay is 3 nights' });
    } finally {
      await em.nativeUpdate(PropertyEntity, {}, { minNights: 1 });
    }
  });

  it('refuses taken nights with a conflict, and lets a stay end on a blocked night\'s first morning', async () => {
    await expect((await caller()).quote.get({ start: addDaysIso(start, 8), end: addDaysIso(start, 11), guests: 2 })).rejects.toMatchObject({ code: 'CONFLICT' });
    const endsAsBlockBegins = await (await caller()).quote.get({ start: addDaysIso(start, 7), end: addDaysIso(start, 10), guests: 2 });
    expect(endsAsBlockBegins.nights).toBe(3);
    const startsOnCheckoutDay = await (await caller()).quote.get({ start: addDaysIso(start, 13), end: addDaysIso(start, 15), guests: 2 });
    expect(startsOnCheckoutDay.nights).toBe(2);
  });
});

describe('the booking window (F4)', () => {
  const longest = (nights: number) => `The longest stay you can book online is ${nights} nights. Please contact us for longer stays.`;

  it('refuses stays longer than the owner\'s maximum and stays ending past the booking horizon, on the check-out field', async () => {
    const long = await (await caller()).quote.get({ start, end: addDaysIso(start, 61), guests: 2 }).catch((error: unknown) => error);
    expect(long).toMatchObject({ code: 'BAD_REQUEST', message: longest(60), cause: { fieldErrors: { end: [longest(60)] } } });
    expect((await (await caller()).quote.get({ start: addDaysIso(start, 20), end: addDaysIso(start, 80), guests: 2 })).nights).toBe(60);
    const farOff = addDaysIso(today, 560);
    const refused = await browserGet(`/api/quote?start=${farOff}&end=${addDaysIso(farOff, 4)}&guests=2`);
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { end: ['Stays can be booked up to 18 months ahead'] } } });
  });

  it('follows the owner\'s settings', async () => {
    const em = db.orm.em.fork();
    const saved = await loadPricingSettings(em);
    await savePricingSettings(em, { ...saved, maxStayNights: 90, bookingHorizonMonths: 24 });
    try {
      expect((await (await caller()).quote.get({ start: addDaysIso(start, 20), end: addDaysIso(start, 101), guests: 2 })).nights).toBe(81);
      await expect((await caller()).quote.get({ start: addDaysIso(start, 20), end: addDaysIso(start, 111), guests: 2 })).rejects.toMatchObject({ message: longest(90) });
      const farOff = addDaysIso(today, 560);
      expect((await (await caller()).quote.get({ start: farOff, end: addDaysIso(farOff, 4), guests: 2 })).nights).toBe(4);
    } finally {
      await savePricingSettings(db.orm.em.fork(), saved);
    }
  });
});

describe('coupon guessing (F3)', () => {
  const quoteFrom = (address: string, coupon: string) =>
    requestFrom(address, 'GET', `${http.baseUrl}/api/quote?start=${start}&end=${addDaysIso(start, 3)}&guests=2&coupon=${coupon}`);
  const TOO_MANY = 'Too many coupon codes were tried from your connection. Please wait an hour and try again, or continue without a coupon.';

  it('gives one client 10 wrong codes an hour; the 11th is refused even when right, and another client is unaffected', async () => {
    await resetRateLimits(db.orm);
    // Right codes cost nothing.
    for (let i = 0; i < 12; i += 1) expect((await quoteFrom('127.0.0.5', 'aloha10')).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect(await quoteFrom('127.0.0.5', `GUESS${i}`)).toMatchObject({ status: 400, body: { fieldErrors: { coupon: ['This coupon code is not valid'] } } });
    }
    expect(await quoteFrom('127.0.0.5', 'ALOHA10')).toMatchObject({ status: 429, body: { message: TOO_MANY, fieldErrors: { coupon: [TOO_MANY] } } });
    // The same allowance covers holds and checkouts.
    const guest = { name: 'Kai Akana', email: 'kai@example.com', phone: '808-555-0199', arrivalTime: 'Not sure yet', message: '', agreeToPolicies: true };
    const checkout = await requestFrom('127.0.0.5', 'POST', `${http.baseUrl}/api/bookings/checkout`, { start, end: addDaysIso(start, 3), guests: 2, coupon: 'ALOHA10', guest });
    expect(checkout).toMatchObject({ status: 429, body: { fieldErrors: { coupon: [TOO_MANY] } } });
    // Without a coupon the same client still gets prices.
    expect((await requestFrom('127.0.0.5', 'GET', `${http.baseUrl}/api/quote?start=${start}&end=${addDaysIso(start, 3)}&guests=2`)).status).toBe(200);

    expect(await quoteFrom('127.0.0.6', 'ALOHA10')).toMatchObject({ status: 200, body: { coupon: { code: 'ALOHA10' } } });
    expect(await createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), clientKey: 'elsewhere', config: testConfig() })).quote.get({ start, end: addDaysIso(start, 3), guests: 2, coupon: 'ALOHA10' })).toMatchObject({ coupon: { code: 'ALOHA10' } });
  });
});

describe('availability.merged', () => {
  it('lists each blocked night in the window, leaving the check-out day open', async () => {
    const result = await (await caller()).availability.merged({ start, end: addDaysIso(start, 30) });
    expect(result.availability.blocked_dates).toEqual([
      { date: addDaysIso(start, 10) },
      { date: addDaysIso(start, 11) },
      { date: addDaysIso(start, 12) },
    ]);
  });

  it('clips blocks to the window asked for', async () => {
    const result = await (await caller()).availability.merged({ start: addDaysIso(start, 11), end: addDaysIso(start, 11) });
    expect(result.availability.blocked_dates).toEqual([{ date: addDaysIso(start, 11) }]);
  });

  it('refuses a window that ends before it starts', async () => {
    await expect((await caller()).availability.merged({ start, end: addDaysIso(start, -1) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
