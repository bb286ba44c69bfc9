import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../../shared/lib/dates';
import { minNightsFor, priceNight, priceStay } from './pricing.logic';
import type { PricingConfig } from './pricing.types';

const OAHU_TAXES = [
  { label: 'Hawaii State TAT (11%)', milliPercent: 11_000 },
  { label: 'Oahu County TAT (3%)', milliPercent: 3_000 },
  { label: 'Hawaii GET (4.712%)', milliPercent: 4_712 },
];

const plain: PricingConfig = {
  baseNightlyCents: 50_000,
  defaultMinNights: 1,
  seasons: [],
  overrides: [],
  lengthOfStayDiscounts: [],
  cleaningFeeCents: 30_000,
  taxes: OAHU_TAXES,
};

const rich: PricingConfig = {
  ...plain,
  weekendNightlyCents: 60_000,
  seasons: [{ name: 'Holidays', startDate: '2026-12-19', endDate: '2027-01-03', nightlyCents: 80_000, weekendNightlyCents: 90_000, minNights: 5 }],
  overrides: [{ date: '2026-12-31', nightlyCents: 120_000 }],
  lengthOfStayDiscounts: [
    { minNights: 7, milliPercent: 10_000, label: 'Weekly discount' },
    { minNights: 28, milliPercent: 25_000, label: 'Monthly discount' },
  ],
  extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_500 },
  petFeeCents: 15_000,
};

describe('priceNight', () => {
  it.each([
    ['2026-11-24', 50_000, 'base'], // Tuesday
    ['2026-11-27', 60_000, 'weekend'], // Friday night
    ['2026-11-28', 60_000, 'weekend'], // Saturday night
    ['2026-11-29', 50_000, 'base'], // Sunday night is a weeknight
    ['2026-12-21', 80_000, 'season'], // Monday in the holidays
    ['2026-12-26', 90_000, 'season'], // Saturday in the holidays
    ['2026-12-31', 120_000, 'override'], // New Year's Eve beats the season
  ] as const)('%s costs %i (%s)', (date, cents, source) => {
    expect(priceNight(rich, date)).toEqual({ date, cents, source });
  });
});

describe('minNightsFor', () => {
  it('takes the arrival season minimum, else the default', () => {
    expect(minNightsFor(rich, '2026-12-20')).toBe(5);
    expect(minNightsFor(rich, '2026-12-18')).toBe(1);
  });
});

describe('priceStay', () => {
  it('matches the issue example: 4 nights at $500 plus $300 cleaning, taxes $430.38', () => {
    const price = priceStay(plain, { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2, pets: 0 });
    expect(price.taxLines.map((line) => line.cents)).toEqual([25_300, 6_900, 10_838]);
    expect(price.totalCents).toBe(273_038);
  });

  it('takes the best length-of-stay discount only', () => {
    const week = priceStay(rich, { checkIn: '2027-02-01', checkOut: '2027-02-08', guests: 2, pets: 0 });
    expect(week.lengthOfStayDiscount).toEqual({ label: 'Weekly discount', cents: Math.round(week.rentCents * 0.1) });
    const month = priceStay(rich, { checkIn: '2027-02-01', checkOut: '2027-03-01', guests: 2, pets: 0 });
    expect(month.lengthOfStayDiscount?.label).toBe('Monthly discount');
  });

  it('adds extra-guest and pet fees into the taxable base', () => {
    const price = priceStay(rich, { checkIn: '2027-02-02', checkOut: '2027-02-04', guests: 8, pets: 1 });
    expect(price.extraGuestFeeCents).toBe(2 * 2_500 * 2);
    expect(price.petFeeCents).toBe(15_000);
    expect(price.taxableCents).toBe(price.rentCents + 30_000 + 10_000 + 15_000);
  });

  it('applies percent and fixed coupons, never below zero rent', () => {
    const stay = { checkIn: '2027-02-02', checkOut: '2027-02-04', guests: 2, pets: 0 };
    expect(priceStay(rich, { ...stay, coupon: { code: 'ALOHA10', kind: 'percent', value: 10_000 } }).couponDiscount).toEqual({ code: 'ALOHA10', cents: 10_000 });
    const huge = priceStay(rich, { ...stay, coupon: { code: 'FREE', kind: 'fixed', value: 10_000_000 } });
    expect(huge.couponDiscount?.cents).toBe(huge.rentCents);
    expect(huge.taxableCents).toBe(30_000);
  });
});

describe('priceStay properties', () => {
  const stayArb = fc.record({
    offset: fc.integer({ min: 0, max: 400 }),
    nights: fc.integer({ min: 1, max: 40 }),
    guests: fc.integer({ min: 1, max: 10 }),
    pets: fc.integer({ min: 0, max: 2 }),
    couponPercent: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
  });

  it('always adds up: total = taxable + taxes, and every amount is whole, non-negative cents', () => {
    fc.assert(
      fc.property(stayArb, ({ offset, nights, guests, pets, couponPercent }) => {
        const checkIn = addDaysIso('2026-11-23', offset);
        const price = priceStay(rich, {
          checkIn,
          checkOut: addDaysIso(checkIn, nights),
          guests,
          pets,
          ...(couponPercent ? { coupon: { code: 'X', kind: 'percent' as const, value: couponPercent } } : {}),
        });
        const amounts = [price.rentCents, price.taxableCents, price.taxesCents, price.totalCents, ...price.taxLines.map((line) => line.cents)];
        expect(amounts.every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true);
        expect(price.nights).toHaveLength(nights);
        expect(price.totalCents).toBe(price.taxableCents + price.taxesCents);
        expect(price.rentCents).toBe(price.nights.reduce((sum, night) => sum + night.cents, 0));
      }),
    );
  });

  it('never charges less for a longer stay starting the same day, without discounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 30 }), (offset, nights) => {
        const config = { ...rich, lengthOfStayDiscounts: [] };
        const checkIn = addDaysIso('2026-11-23', offset);
        const shorter = priceStay(config, { checkIn, checkOut: addDaysIso(checkIn, nights), guests: 2, pets: 0 });
        const longer = priceStay(config, { checkIn, checkOut: addDaysIso(checkIn, nights + 1), guests: 2, pets: 0 });
        expect(longer.totalCents).toBeGreaterThan(shorter.totalCents);
      }),
    );
  });
});
