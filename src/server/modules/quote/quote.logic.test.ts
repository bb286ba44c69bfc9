import { describe, expect, it } from 'vitest';
import { OAHU_TAXES_2026, priceStay, toQuote } from './quote.logic';

const base = { guests: 2, nightlyRateCents: 50_000, cleaningFeeCents: 30_000, taxes: OAHU_TAXES_2026 };

describe('priceStay', () => {
  it('prices the issue example: 4 nights at $500 plus $300 cleaning', () => {
    const price = priceStay({ ...base, checkIn: '2026-12-01', checkOut: '2026-12-05' });
    expect(price.nights).toBe(4);
    expect(price.rentCents).toBe(200_000);
    expect(price.taxLines.map((line) => line.cents)).toEqual([25_300, 6_900, 10_838]);
    expect(price.taxesCents).toBe(43_038);
    expect(price.totalCents).toBe(230_000 + 43_038);
  });

  it('counts nights across a month and year end', () => {
    expect(priceStay({ ...base, checkIn: '2026-12-30', checkOut: '2027-01-02' }).nights).toBe(3);
  });

  it('rounds each tax half up to the cent', () => {
    // 1 night at $1.00, no fees: GET 4.712% of 100 cents is 4.712 → 5 cents.
    const price = priceStay({ ...base, nightlyRateCents: 100, cleaningFeeCents: 0, checkIn: '2026-12-01', checkOut: '2026-12-02' });
    expect(price.taxLines.map((line) => line.cents)).toEqual([11, 3, 5]);
  });
});

describe('toQuote', () => {
  it('writes amounts as decimal dollar strings and labels taxes so the client can merge them', () => {
    const input = { ...base, checkIn: '2026-12-01', checkOut: '2026-12-05' };
    const quote = toQuote(input, priceStay(input));
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
});
