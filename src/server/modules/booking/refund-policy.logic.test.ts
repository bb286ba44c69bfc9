import { describe, expect, it } from 'vitest';
import { priceStay } from '../pricing/pricing.logic';
import type { PricingConfig, StayRequest, TaxRule } from '../pricing/pricing.types';
import { checkInCutoff, halfRefundCents, refundFor, RULES, type StoredPricing } from './refund-policy.logic';

// Oahu 2026: State TAT 11%, County TAT 3%, GET 4.712%.
const taxes: TaxRule[] = [
  { label: 'State TAT (11%)', milliPercent: 11_000 },
  { label: 'Oahu County TAT (3%)', milliPercent: 3_000 },
  { label: 'GET (4.712%)', milliPercent: 4_712 },
];

const config: PricingConfig = {
  baseNightlyCents: 50_000,
  defaultMinNights: 2,
  seasons: [],
  overrides: [],
  lengthOfStayDiscounts: [{ minNights: 7, milliPercent: 10_000, label: 'Weekly discount' }],
  cleaningFeeCents: 30_000,
  taxes,
};

function stored(stay: Partial<StayRequest> = {}): StoredPricing {
  const priced = priceStay(config, { checkIn: '2026-03-10', checkOut: '2026-03-14', guests: 2, pets: 0, ...stay });
  return { priced, taxes };
}

// The example: 4 nights at $500 plus $300 cleaning, $2,730.38 all in.
const fourNights = stored();
const paid = fourNights.priced.totalCents;
const hawaii = (local: string) => new Date(`${local}-10:00`);

function decide(now: Date, overrides: { paidCents?: number; refundedCents?: number; pricing?: StoredPricing } = {}) {
  return refundFor({ ...(overrides.pricing ?? fourNights), paidCents: overrides.paidCents ?? paid, refundedCents: overrides.refundedCents ?? 0, checkIn: '2026-03-10', now });
}

describe('checkInCutoff', () => {
  it('is 3:00 PM in Hawaii on the check-in date, whatever zone the machine runs in', () => {
    expect(process.env.TZ).toBe('Asia/Tokyo');
    expect(checkInCutoff('2026-03-10').toISOString()).toBe('2026-03-10T15:00:00.000-10:00');
    expect(checkInCutoff('2026-03-10').getTime()).toBe(Date.parse('2026-03-11T01:00:00Z'));
  });
});

describe('halfRefundCents', () => {
  it('refunds half the rent, the full cleaning fee and each tax on that base', () => {
    expect(paid).toBe(273_038);
    // $1,000 + $300 = $1,300; taxes $143.00 + $39.00 + $61.26 (61.256 rounds up).
    expect(halfRefundCents(fourNights)).toBe(130_000 + 14_300 + 3_900 + 6_126);
  });

  it('halves the rent after the length-of-stay discount and the coupon', () => {
    const week = stored({ checkOut: '2026-03-17', coupon: { code: 'ALOHA', kind: 'fixed', value: 15_000 } });
    // $3,500 - 10% - $150 = $3,000; half $1,500 + $300 cleaning = $1,800.
    expect(halfRefundCents(week)).toBe(180_000 + 19_800 + 5_400 + 8_482);
  });

  it('rounds half a cent of rent up, like the pricing engine', () => {
    const odd = stored({ coupon: { code: 'ODD', kind: 'fixed', value: 1 } });
    // Rent $1,999.99: half is 99,999.5 cents → 100,000.
    expect(halfRefundCents(odd)).toBe(halfRefundCents(fourNights));
  });

  it('refunds extra-guest and pet fees in full', () => {
    const withFees: StoredPricing = {
      taxes,
      priced: priceStay({ ...config, extraGuestFee: { includedGuests: 6, perGuestPerNightCents: 2_500 }, petFeeCents: 10_000 }, {
        checkIn: '2026-03-10',
        checkOut: '2026-03-14',
        guests: 8,
        pets: 1,
      }),
    };
    // $1,000 half rent + $300 cleaning + $200 extra guests + $100 pet = $1,600.
    expect(halfRefundCents(withFees)).toBe(160_000 + 17_600 + 4_800 + 7_539);
  });
});

describe('refundFor', () => {
  it.each([
    ['31 days before', hawaii('2026-02-07T15:00:00'), 'full', paid],
    ['exactly 30 days before 3:00 PM', hawaii('2026-02-08T15:00:00'), 'full', paid],
    ['one second after the 30-day mark', hawaii('2026-02-08T15:00:01'), 'half', 154_326],
    ['29 days before', hawaii('2026-02-09T15:00:00'), 'half', 154_326],
    ['exactly 14 days before 3:00 PM', hawaii('2026-02-24T15:00:00'), 'half', 154_326],
    ['one second after the 14-day mark', hawaii('2026-02-24T15:00:01'), 'none', 0],
    ['13 days before', hawaii('2026-02-25T15:00:00'), 'none', 0],
    ['the morning of check-in', hawaii('2026-03-10T09:00:00'), 'none', 0],
  ])('%s → %s refund', (_name, now, tier, refundCents) => {
    expect(decide(now)).toMatchObject({ cancellable: true, tier, refundCents });
  });

  it('counts to 3:00 PM Hawaii time, not the date in UTC or Tokyo', () => {
    // 2:59 PM in Hawaii on Feb 8 is already Feb 9 in UTC and in Tokyo: still 30 days ahead.
    expect(decide(hawaii('2026-02-08T14:59:59'))).toMatchObject({ tier: 'full' });
    // 4:00 PM in Hawaii on Feb 8: less than 30 days before 3:00 PM on Mar 10.
    expect(decide(hawaii('2026-02-08T16:00:00'))).toMatchObject({ tier: 'half' });
  });

  it('says which rule applied', () => {
    expect(decide(hawaii('2026-01-01T12:00:00'))).toMatchObject({ rule: 'Full refund: cancelled 30 or more days before check-in' });
    expect(decide(hawaii('2026-02-20T12:00:00'))).toMatchObject({ rule: RULES.half });
    expect(decide(hawaii('2026-03-01T12:00:00'))).toMatchObject({ rule: 'No refund: cancelled fewer than 14 days before check-in' });
  });

  it('cannot be cancelled online from 3:00 PM on the check-in date', () => {
    expect(decide(hawaii('2026-03-10T14:59:59'))).toMatchObject({ cancellable: true });
    expect(decide(hawaii('2026-03-10T15:00:00'))).toEqual({ cancellable: false, rule: RULES.started });
    expect(decide(hawaii('2026-03-12T10:00:00'))).toMatchObject({ cancellable: false });
  });

  it('never refunds more than was paid and not yet refunded', () => {
    const early = hawaii('2026-01-01T12:00:00');
    const middle = hawaii('2026-02-20T12:00:00');
    expect(decide(early, { refundedCents: 10_000 })).toMatchObject({ refundCents: paid - 10_000 });
    expect(decide(middle, { paidCents: 100_000 })).toMatchObject({ refundCents: 100_000 });
    expect(decide(middle, { refundedCents: paid - 500 })).toMatchObject({ refundCents: 500 });
    expect(decide(early, { refundedCents: paid })).toMatchObject({ refundCents: 0 });
    expect(decide(early, { paidCents: 0 })).toMatchObject({ refundCents: 0 });
  });
});
