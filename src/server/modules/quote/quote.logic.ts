import { nightsOfStay } from '../../../shared/lib/dates';
import { applyRate, centsToDecimal, formatUsd, type Cents } from '../../../shared/lib/money';
import type { Quote } from '../../../shared/quote/quote.schemas';

export interface TaxRule {
  /** Must contain TAT, GET or County Tax: the client merges those into one 'Taxes' line. */
  label: string;
  /** Thousandths of a percent: 11% = 11000. */
  milliPercent: number;
}

/** Oahu's 2026 rates for stays under 180 days, all on rent plus mandatory fees. */
export const OAHU_TAXES_2026: readonly TaxRule[] = [
  { label: 'Hawaii State TAT (11%)', milliPercent: 11_000 },
  { label: 'Oahu County TAT (3%)', milliPercent: 3_000 },
  { label: 'Hawaii GET (4.712%)', milliPercent: 4_712 },
];

export interface PricingInput {
  checkIn: string;
  checkOut: string;
  guests: number;
  nightlyRateCents: Cents;
  cleaningFeeCents: Cents;
  taxes: readonly TaxRule[];
}

export interface PriceBreakdown {
  nights: number;
  nightlyRateCents: Cents;
  rentCents: Cents;
  cleaningFeeCents: Cents;
  serviceFeeCents: Cents;
  discountCents: Cents;
  taxLines: { label: string; cents: Cents }[];
  taxesCents: Cents;
  totalCents: Cents;
}

/**
 * All-in price of a stay. Every mandatory fee is in the total (the FTC's
 * all-in pricing rule), and each tax is computed on rent plus those fees.
 */
export function priceStay(input: PricingInput): PriceBreakdown {
  const nights = nightsOfStay(input.checkIn, input.checkOut).length;
  const rentCents = nights * input.nightlyRateCents;
  const serviceFeeCents = 0; // Booking direct: no platform service fee.
  const discountCents = 0;
  const taxable = rentCents + input.cleaningFeeCents + serviceFeeCents - discountCents;
  const taxLines = input.taxes.map((tax) => ({ label: tax.label, cents: applyRate(taxable, tax.milliPercent) }));
  const taxesCents = taxLines.reduce((sum, line) => sum + line.cents, 0);
  return {
    nights,
    nightlyRateCents: input.nightlyRateCents,
    rentCents,
    cleaningFeeCents: input.cleaningFeeCents,
    serviceFeeCents,
    discountCents,
    taxLines,
    taxesCents,
    totalCents: taxable + taxesCents,
  };
}

/** The spec's quote shape: decimal strings, with a readable breakdown. */
export function toQuote(input: PricingInput, price: PriceBreakdown): Quote {
  const nightsLabel = `${formatUsd(price.nightlyRateCents)} x ${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  const breakdown = [
    { label: nightsLabel, amount: centsToDecimal(price.rentCents) },
    { label: 'Cleaning fee', amount: centsToDecimal(price.cleaningFeeCents) },
    ...price.taxLines.map((line) => ({ label: line.label, amount: centsToDecimal(line.cents) })),
  ];
  return {
    start: input.checkIn,
    end: input.checkOut,
    guests: input.guests,
    nights: price.nights,
    currency: 'USD',
    nightlyRate: centsToDecimal(price.nightlyRateCents),
    base_price: centsToDecimal(price.rentCents),
    cleaningFee: centsToDecimal(price.cleaningFeeCents),
    serviceFee: centsToDecimal(price.serviceFeeCents),
    taxes: centsToDecimal(price.taxesCents),
    discount: centsToDecimal(price.discountCents),
    total: centsToDecimal(price.totalCents),
    breakdown,
  };
}
