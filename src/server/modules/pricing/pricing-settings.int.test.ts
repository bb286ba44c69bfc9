import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty, weekdayOfIso } from '../../../shared/lib/dates';
import type { PricingSettings } from '../../../shared/pricing/pricing-settings.schemas';
import { browserLike } from '../../../test/http-harness';
import { useTestServer } from '../../../test/use-test-server';
import { createCaller } from '../../app-router';
import { createInnerContext, memorySession } from '../../trpc/context';
import { createAccount } from '../../composition/factories';
import { startSession } from '../auth/session.service';
import { SettingEntity } from '../content/content.entity';
import { PropertyEntity } from '../property/property.entity';
import { reserveCouponUse } from './coupon.service';
import { defaultPricingSettings } from './pricing-settings.logic';
import { PRICING_KEY } from './pricing-settings.service';
import { testConfig } from '../../../test/test-config';

const { db, http } = useTestServer();
let ownerSession: string;
const PASSWORD = 'a long enough password';

const today = todayAtProperty();
/** A Monday about two months out, so weekdays are known: +4 is Friday, +5 Saturday. */
const monday = (() => {
  let date = addDaysIso(today, 60);
  while (weekdayOfIso(date) !== 1) date = addDaysIso(date, 1);
  return date;
})();
const day = (offset: number) => addDaysIso(monday, offset);

const defaults = defaultPricingSettings;

async function guest() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(), config: testConfig() }));
}
async function owner() {
  return createCaller(await createInnerContext({ em: db.orm.em.fork(), session: memorySession(ownerSession), config: testConfig() }));
}
async function withSettings(changes: Partial<PricingSettings>) {
  await (await owner()).admin.pricing.updateSettings({ ...defaults(), ...changes });
}
const quote = async (start: string, end: string, extra: { coupon?: string; pets?: number; guests?: number } = {}) =>
  (await guest()).quote.get({ start, end, guests: extra.guests ?? 2, ...(extra.coupon ? { coupon: extra.coupon } : {}), ...(extra.pets ? { pets: extra.pets } : {}) });
const coupon = (code: string, changes: Record<string, unknown> = {}) => ({ code, kind: 'percent' as const, value: 10_000, validFrom: null, validTo: null, maxUses: null, active: true, ...changes });

beforeAll(async () => {
  const em = db.orm.em.fork();
  await em.nativeUpdate(PropertyEntity, {}, { baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1, maxGuests: 10, petsAllowed: false });
  const user = await createAccount(em, { email: 'owner@example.com', name: 'Owner', password: PASSWORD, role: 'owner' });
  ownerSession = await startSession(em, user);
});
beforeEach(async () => {
  await db.orm.em.fork().nativeDelete(SettingEntity, { key: PRICING_KEY });
});

describe('defaults', () => {
  it('keeps the issue example without saved settings: 4 nights at $500 + $300 cleaning, taxes 253.00 + 69.00 + 108.38', async () => {
    const result = await quote(day(0), day(4));
    expect(result.breakdown.map((line) => line.amount)).toEqual(['2000.00', '300.00', '253.00', '69.00', '108.38']);
    expect(result).toMatchObject({ taxes: '430.38', total: '2730.38', discount: '0.00' });
    expect(result.coupon).toBeUndefined();
    expect(await (await owner()).admin.pricing.settings()).toEqual(defaults());
  });
});

describe('settings in the quote', () => {
  it('prices a season\'s nights at its rate and applies its minimum stay to arrivals in it', async () => {
    await withSettings({ seasons: [{ name: 'Winter', startDate: day(0), endDate: day(13), nightlyCents: 70_000, minNights: 5 }] });
    await expect(quote(day(0), day(4))).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Minimum stay is 5 nights' });
    const result = await quote(day(0), day(5));
    expect(result).toMatchObject({ base_price: '3500.00', nightlyRate: '700.00' });
    // Arriving before the season: the default minimum, and only the season's nights cost more.
    expect((await quote(day(-2), day(1))).base_price).toBe('1700.00');
  });

  it('tells the calendar the seasonal minimum stays with availability, as the quote applies them', async () => {
    await withSettings({
      seasons: [
        { name: 'Winter', startDate: day(0), endDate: day(13), nightlyCents: 70_000, minNights: 5 },
        { name: 'Spring', startDate: day(20), endDate: day(30), nightlyCents: 60_000 },
        { name: 'Far off', startDate: day(200), endDate: day(210), nightlyCents: 60_000, minNights: 7 },
      ],
    });
    const response = await fetch(`${http.baseUrl}/api/availability/merged?start=${day(-10)}&end=${day(60)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    // Only seasons that set a minimum and overlap the window asked for.
    expect(body.minimumStay).toEqual({ defaultNights: 1, seasons: [{ start: day(0), end: day(13), nights: 5 }] });
    expect((await (await guest()).availability.merged({ start: day(100), end: day(205) })).minimumStay).toEqual({
      defaultNights: 1,
      seasons: [{ start: day(200), end: day(210), nights: 7 }],
    });
  });

  it('prices one night by its date override', async () => {
    await withSettings({ overrides: [{ date: day(1), nightlyCents: 90_000 }] });
    expect((await quote(day(0), day(3))).base_price).toBe('1900.00');
  });

  it('charges the weekend rate on Friday and Saturday nights', async () => {
    await withSettings({ weekendNightlyCents: 60_000 });
    const result = await quote(day(3), day(6));
    expect(result.breakdown[0]).toEqual({ label: '$566.67 x 3 nights', amount: '1700.00' });
  });

  it('shows a weekly discount line', async () => {
    await withSettings({ lengthOfStayDiscounts: [{ minNights: 7, milliPercent: 10_000, label: 'Weekly discount' }] });
    const result = await quote(day(0), day(7));
    expect(result.breakdown).toContainEqual({ label: 'Weekly discount', amount: '-350.00' });
    expect(result.discount).toBe('-350.00');
    expect((await quote(day(0), day(6))).discount).toBe('0.00');
  });

  it('adds the extra-guest fee and taxes it', async () => {
    await withSettings({ extraGuestFee: { includedGuests: 4, perGuestPerNightCents: 2_500 } });
    const result = await quote(day(0), day(2), { guests: 6 });
    expect(result.breakdown).toContainEqual({ label: 'Extra guest fee', amount: '100.00' });
    expect(result.total).toBe('1661.97'); // (1000 + 300 + 100) * 1.18712
  });

  it('refuses pets when the house does not allow them, and charges the pet fee when it does', async () => {
    await withSettings({ petFeeCents: 15_000 });
    await expect(quote(day(0), day(2), { pets: 1 })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Pets are not allowed at this property' });
    await db.orm.em.fork().nativeUpdate(PropertyEntity, {}, { petsAllowed: true });
    try {
      expect((await quote(day(0), day(2), { pets: 1 })).breakdown).toContainEqual({ label: 'Pet fee', amount: '150.00' });
      expect((await quote(day(0), day(2))).breakdown.map((line) => line.label)).not.toContain('Pet fee');
    } finally {
      await db.orm.em.fork().nativeUpdate(PropertyEntity, {}, { petsAllowed: false });
    }
  });
});

describe('coupons in the quote', () => {
  beforeAll(async () => {
    const admin = (await owner()).admin.pricing;
    await admin.createCoupon(coupon('aloha10'));
    await admin.createCoupon(coupon('FIFTY', { kind: 'fixed', value: 5_000 }));
    await admin.createCoupon(coupon('OLD', { validTo: day(-1) }));
    await admin.createCoupon(coupon('LATER', { validFrom: day(1) }));
    await admin.createCoupon(coupon('ONCE', { maxUses: 1 }));
    await admin.createCoupon(coupon('PAUSED', { active: false }));
  });

  it('takes a percentage off the rent, whatever the case typed', async () => {
    const result = await quote(day(0), day(4), { coupon: ' Aloha10 ' });
    expect(result.breakdown).toContainEqual({ label: 'Coupon ALOHA10', amount: '-200.00' });
    expect(result).toMatchObject({ discount: '-200.00', coupon: { code: 'ALOHA10' }, total: '2492.95' });
  });

  it('takes a fixed amount off the rent', async () => {
    const result = await quote(day(0), day(4), { coupon: 'FIFTY' });
    expect(result).toMatchObject({ discount: '-50.00', coupon: { code: 'FIFTY' } });
  });

  it.each([
    ['NOPE', 'This coupon code is not valid'],
    ['PAUSED', 'This coupon code is not valid'],
    ['OLD', 'This coupon has expired'],
    ['LATER', 'This coupon is not valid yet'],
  ])('refuses %s: %s', async (code, message) => {
    const error = await quote(day(0), day(4), { coupon: code }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect((error as { cause?: { fieldErrors?: unknown } }).cause?.fieldErrors).toEqual({ coupon: [message] });
  });

  it('judges the validity window by the check-in date', async () => {
    expect((await quote(day(1), day(4), { coupon: 'LATER' })).coupon).toEqual({ code: 'LATER' });
  });

  it('reserves uses atomically and refuses a used-up coupon', async () => {
    expect((await quote(day(0), day(4), { coupon: 'ONCE' })).coupon).toEqual({ code: 'ONCE' });
    expect(await reserveCouponUse(db.orm.em.fork(), 'once')).toBe(true);
    expect(await reserveCouponUse(db.orm.em.fork(), 'ONCE')).toBe(false);
    expect(await reserveCouponUse(db.orm.em.fork(), 'NOPE')).toBe(false);
    await expect(quote(day(0), day(4), { coupon: 'ONCE' })).rejects.toMatchObject({ message: 'This coupon has reached its usage limit' });
    const once = (await (await owner()).admin.pricing.coupons()).find((row) => row.code === 'ONCE');
    expect(once).toMatchObject({ timesUsed: 1, maxUses: 1 });
  });

  it('accepts the coupon and pets on GET /api/quote', async () => {
    const response = await browserLike(http.baseUrl).get(`/api/quote?start=${day(0)}&end=${day(4)}&guests=2&coupon=FIFTY`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ discount: '-50.00', coupon: { code: 'FIFTY' } });
    const refused = await browserLike(http.baseUrl).get(`/api/quote?start=${day(0)}&end=${day(4)}&guests=2&coupon=NOPE`);
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { coupon: ['This coupon code is not valid'] } } });
    const pets = await browserLike(http.baseUrl).get(`/api/quote?start=${day(0)}&end=${day(4)}&guests=2&pets=1`);
    expect(pets).toMatchObject({ status: 400, body: { fieldErrors: { pets: ['Pets are not allowed at this property'] } } });
  });
});

describe('admin.pricing', () => {
  it('is for the owner and staff only', async () => {
    const anonymous = browserLike(http.baseUrl);
    for (const path of ['/api/admin/pricing', '/api/admin/coupons']) expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.post('/api/admin/coupons', coupon('SNEAKY'))).status).toBe(401);
    await expect((await guest()).admin.pricing.rates()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // Every account is owner or admin (staff) today, so there is no signed-in role to get a 403.
  });

  it('saves settings over REST and refuses bad input per field, storing nothing', async () => {
    const browser = browserLike(http.baseUrl);
    expect((await browser.post('/api/login', { email: 'owner@example.com', password: PASSWORD })).status).toBe(200);
    const put = async (body: unknown) => {
      const response = await fetch(`${http.baseUrl}/api/admin/pricing`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: browser.cookie() }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const admin = (await owner()).admin.pricing;
    const bad = {
      ...defaults(),
      seasons: [
        { name: 'Summer', startDate: day(0), endDate: day(10), nightlyCents: 70_000 },
        { name: '', startDate: day(5), endDate: day(20), nightlyCents: -1 },
      ],
      taxes: [{ label: 'Sales tax', milliPercent: 4_000 }],
    };
    const refused = await put(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'seasons.1.name': ['Name the season'],
      'seasons.1.nightlyCents': ['Amounts cannot be negative'],
      'seasons.1.startDate': ['Overlaps the season "Summer"'],
      'taxes.0.label': ['Tax labels must contain TAT, GET or County Tax'],
    });
    await expect(admin.updateSettings({ ...bad, seasons: [bad.seasons[0]!, { ...bad.seasons[1]!, name: 'Late summer', nightlyCents: 80_000 }], taxes: defaults().taxes })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ path: ['seasons', 1, 'startDate'], message: 'Overlaps the season "Summer"' })] },
    });
    expect(await db.orm.em.fork().findOne(SettingEntity, { key: PRICING_KEY })).toBeNull();
    expect(await admin.settings()).toEqual(defaults());

    const saved = await put({ ...defaults(), weekendNightlyCents: 65_000 });
    expect(saved).toMatchObject({ status: 200, body: { weekendNightlyCents: 65_000 } });
    expect((await browser.get('/api/admin/pricing')).body).toMatchObject({ weekendNightlyCents: 65_000 });
  });

  it('updates the property\'s rates, which the next quote uses', async () => {
    const admin = (await owner()).admin.pricing;
    expect(await admin.rates()).toEqual({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1 });
    await admin.updateRates({ baseRateCents: 45_000, cleaningFeeCents: 25_000, minNights: 2 });
    try {
      await expect(quote(day(0), day(1))).rejects.toMatchObject({ message: 'Minimum stay is 2 nights' });
      expect(await quote(day(0), day(2))).toMatchObject({ base_price: '900.00', cleaningFee: '250.00' });
      await expect(admin.updateRates({ baseRateCents: 0, cleaningFeeCents: 25_000, minNights: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    } finally {
      await admin.updateRates({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 1 });
    }
  });

  it('manages coupons: duplicate codes conflict on the field, used coupons are deactivated, not deleted', async () => {
    const admin = (await owner()).admin.pricing;
    const created = await admin.createCoupon(coupon('spring', { kind: 'fixed', value: 2_500, maxUses: 3 }));
    expect(created).toMatchObject({ code: 'SPRING', timesUsed: 0, active: true });
    const duplicate = await admin.createCoupon(coupon('Spring')).catch((caught: unknown) => caught);
    expect(duplicate).toMatchObject({ code: 'CONFLICT', cause: { fieldErrors: { code: ['A coupon with this code already exists'] } } });
    const other = await admin.createCoupon(coupon('AUTUMN'));
    await expect(admin.updateCoupon({ ...coupon('SPRING'), id: other.id })).rejects.toMatchObject({ code: 'CONFLICT' });

    expect(await reserveCouponUse(db.orm.em.fork(), 'SPRING')).toBe(true);
    await expect(admin.updateCoupon({ ...coupon('SPRING', { kind: 'fixed', value: 2_500 }), maxUses: 1, id: created.id })).resolves.toMatchObject({ maxUses: 1 });
    await expect(admin.deleteCoupon({ id: created.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const paused = await admin.updateCoupon({ ...coupon('SPRING', { kind: 'fixed', value: 2_500, maxUses: 3 }), active: false, id: created.id });
    expect(paused).toMatchObject({ active: false, timesUsed: 1 });
    await expect(quote(day(0), day(4), { coupon: 'SPRING' })).rejects.toMatchObject({ message: 'This coupon code is not valid' });

    expect(await admin.deleteCoupon({ id: other.id })).toEqual({ ok: true });
    expect((await admin.coupons()).map((row) => row.code)).not.toContain('AUTUMN');

    const overHttp = browserLike(http.baseUrl);
    await overHttp.post('/api/login', { email: 'owner@example.com', password: PASSWORD });
    const posted = await overHttp.post('/api/admin/coupons', coupon('WINTER', { value: 150_000 }));
    expect(posted).toMatchObject({ status: 400, body: { fieldErrors: { value: ['A percentage cannot exceed 100%'] } } });
    expect((await overHttp.post('/api/admin/coupons', coupon('WINTER'))).status).toBe(201);
    expect((await overHttp.get('/api/admin/coupons')).body).toContainEqual(expect.objectContaining({ code: 'WINTER', kind: 'percent', value: 10_000 }));
  });
});
