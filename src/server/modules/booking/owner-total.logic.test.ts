import { describe, expect, it } from 'vitest';
import { applyRate } from '../../../shared/lib/money';
import { WORKED_EXAMPLE_PRICING } from '../../composition/factories';
import { OAHU_TAXES_2026 } from '../pricing/oahu-taxes';
import { priceStay } from '../pricing/pricing.logic';
import type { PricingConfig } from '../pricing/pricing.types';
import { toQuote } from '../quote/quote.logic';
import { OWNER_ADJUSTMENT_LABEL, withOwnerTotal } from './owner-total.logic';

// The worked example's house: $500 a night, $300 cleaning, Oahu's taxes.
const config: PricingConfig = WORKED_EXAMPLE_PRICING;
const stay = { checkIn: '2027-07-24', checkOut: '2027-07-26', guests: 2, pets: 0 };
const engine = priceStay(config, stay);
const engineQuote = toQuote(stay, engine);
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('withOwnerTotal', () => {
  it('leaves the engine’s price alone when the owner’s total is the same', () => {
    expect(withOwnerTotal(engineQuote, engine, OAHU_TAXES_2026, engine.totalCents)).toEqual({ quote: engineQuote, priced: engine });
  });

  it.each([100_000, 99_999, 150_001, 1, 250_000, 123_457])('splits an all-in %i cents so each tax stays at its rate and everything adds up', (total) => {
    const { quote, priced } = withOwnerTotal(engineQuote, engine, OAHU_TAXES_2026, total);
    expect(priced.totalCents).toBe(total);
    expect(priced.taxableCents + priced.taxesCents).toBe(total);
    expect(priced.taxLines.reduce((sum, line) => sum + line.cents, 0)).toBe(priced.taxesCents);
    priced.taxLines.forEach((line, index) => {
      expect(line.label).toBe(OAHU_TAXES_2026[index]!.label);
      // Within a cent of the rate applied to the new taxable base.
      expect(Math.abs(line.cents - applyRate(priced.taxableCents, OAHU_TAXES_2026[index]!.milliPercent))).toBeLessThanOrEqual(1);
    });
    expect(quote.total).toBe((total / 100).toFixed(2));
    expect(quote.breakdown.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(total);
    expect(cents(quote.taxes)).toBe(priced.taxesCents);
    expect(quote.breakdown.filter((line) => line.kind === 'tax').map((line) => cents(line.amount))).toEqual(priced.taxLines.map((line) => line.cents));
  });

  it('shows the difference in rent and fees as one adjustment line before the taxes', () => {
    const { quote, priced } = withOwnerTotal(engineQuote, engine, OAHU_TAXES_2026, 100_000);
    expect(quote.breakdown.map((line) => line.label)).toEqual([
      '$500.00 x 2 nights',
      'Cleaning fee',
      OWNER_ADJUSTMENT_LABEL,
      'Hawaii State TAT (11%)',
      'Oahu County TAT (3%)',
      'Hawaii GET (4.712%)',
    ]);
    expect(cents(quote.breakdown[2]!.amount)).toBe(priced.taxableCents - engine.taxableCents);
    // $1,000 all in: $842.37 of rent and fees, TAT $92.66 (11%), county TAT $25.27 (3%), GET $39.70 (4.712%).
    expect(priced.taxableCents).toBe(84_237);
    expect(priced.taxLines.map((line) => line.cents)).toEqual([9_266, 2_527, 3_970]);
  });

  it('keeps a stay without taxes all taxable', () => {
    const { priced, quote } = withOwnerTotal(engineQuote, { ...engine, taxLines: [], taxesCents: 0, totalCents: engine.taxableCents }, [], 90_000);
    expect(priced).toMatchObject({ taxableCents: 90_000, taxesCents: 0, taxLines: [] });
    expect(quote.breakdown.some((line) => line.kind === 'tax')).toBe(false);
  });
});
