import { describe, expect, it } from 'vitest';
import { OAHU_TAXES_2026 } from '../pricing/oahu-taxes';
import { priceStay } from '../pricing/pricing.logic';
import type { PricingConfig } from '../pricing/pricing.types';
import { bookingWindowProblem } from '../../../shared/stay/stay-window';
import { toQuote } from './quote.logic';

const config: PricingConfig = {
  baseNightlyCents: 50_000,
  defaultMinNights: 1,
  seasons: [],
  overrides: [],
  lengthOfStayDiscounts: [{ minNights: 7, milliPercent: 10_000, label: 'Weekly discount' }],
  cleaningFeeCents: 30_000,
  taxes: OAHU_TAXES_2026,
};

describe('toQuote', () => {
  it('writes amounts as decimal dollar strings and labels taxes so the client can merge them', () => {
    const stay = { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2, pets: 0 };
    const quote = toQuote(stay, priceStay(config, stay));
    expect(quote).toMatchObject({
      nightlyRate: '500.00',
      base_price: '2000.00',
      cleaningFee: '300.00',
      serviceFee: '0.00',
      discount: '0.00',
      taxes: '430.38',
      total: '2730.38',
      nights: 4,
      currency: 'USD',
    });
    expect(quote.breakdown[0]).toEqual({ label: '$500.00 x 4 nights', amount: '2000.00' });
    const taxLabels = quote.breakdown.slice(2).map((line) => line.label);
    expect(taxLabels.every((label) => /TAT|GET|County Tax/.test(label))).toBe(true);
  });

  it("marks every tax line with kind 'tax', whatever the owner named it, and nothing else", () => {
    const taxes = [{ label: 'Resort fee tax', milliPercent: 1_000 }, ...OAHU_TAXES_2026];
    const stay = { checkIn: '2026-12-01', checkOut: '2026-12-05', guests: 2, pets: 0 };
    const quote = toQuote(stay, priceStay({ ...config, taxes }, stay));
    expect(quote.breakdown.filter((line) => line.kind === 'tax').map((line) => line.label)).toEqual([
      'Resort fee tax',
      'Hawaii State TAT (11%)',
      'Oahu County TAT (3%)',
      'Hawaii GET (4.712%)',
    ]);
    expect(quote.breakdown.slice(0, 2).every((line) => line.kind === undefined)).toBe(true);
  });

  it('shows discounts as negative amounts, raw text the client shows as is', () => {
    const stay = { checkIn: '2027-02-01', checkOut: '2027-02-08', guests: 2, pets: 0, coupon: { code: 'ALOHA', kind: 'fixed' as const, value: 5_000 } };
    const quote = toQuote(stay, priceStay(config, stay));
    expect(quote.breakdown[1]).toEqual({ label: 'Weekly discount', amount: '-350.00' });
    expect(quote.breakdown[2]).toEqual({ label: 'Coupon ALOHA', amount: '-50.00' });
    expect(quote.discount).toBe('-400.00');
    expect(quote.coupon).toEqual({ code: 'ALOHA' });
  });
});

describe('bookingWindowProblem', () => {
  const window = { bookingHorizonMonths: 18, maxStayNights: 60 };
  const today = '2026-11-24';
  const longest = 'The longest stay you can book online is 60 nights. Please contact us for longer stays.';
  const horizon = 'Stays can be booked up to 18 months ahead';
  it.each([
    ['a week next month', '2026-12-10', '2026-12-17', null],
    ['exactly 60 nights', '2027-01-01', '2027-03-02', null],
    ['61 nights', '2027-01-01', '2027-03-03', longest],
    ['180 nights (the old cap)', '2041-01-01', '2041-06-30', longest],
    ['checking out on the horizon', '2028-05-20', '2028-05-24', null],
    ['checking out a day past it', '2028-05-21', '2028-05-25', horizon],
    ['year 9999', '9999-12-01', '9999-12-03', horizon],
  ])('%s', (_name, start, end, expected) => {
    expect(bookingWindowProblem({ start, end }, today, window)).toBe(expected);
  });

  it('speaks in the singular for one', () => {
    expect(bookingWindowProblem({ start: '2026-12-01', end: '2026-12-03' }, today, { bookingHorizonMonths: 1, maxStayNights: 1 })).toBe(
      'The longest stay you can book online is 1 night. Please contact us for longer stays.',
    );
    expect(bookingWindowProblem({ start: '2027-01-01', end: '2027-01-02' }, today, { bookingHorizonMonths: 1, maxStayNights: 1 })).toBe('Stays can be booked up to 1 month ahead');
  });
});
