import { centsToDecimal, formatUsd } from '../../../shared/lib/money';
import type { Quote, QuoteLine } from '../../../shared/quote/quote.schemas';
import type { PricedStay, StayRequest } from '../pricing/pricing.types';

/** The nightly rate shown to guests: the average of the nights, rounded to the cent. */
export function averageNightlyCents(priced: PricedStay): number {
  return priced.nights.length === 0 ? 0 : Math.round(priced.rentCents / priced.nights.length);
}

/** The spec's quote shape: decimal strings, with a readable breakdown (discounts negative, taxes marked as such). */
export function toQuote(stay: StayRequest, priced: PricedStay): Quote {
  const nights = priced.nights.length;
  const nightly = averageNightlyCents(priced);
  const discountCents = (priced.lengthOfStayDiscount?.cents ?? 0) + (priced.couponDiscount?.cents ?? 0);
  const breakdown: QuoteLine[] = [
    { label: `${formatUsd(nightly)} x ${nights} ${nights === 1 ? 'night' : 'nights'}`, amount: centsToDecimal(priced.rentCents) },
    ...(priced.lengthOfStayDiscount ? [{ label: priced.lengthOfStayDiscount.label, amount: centsToDecimal(-priced.lengthOfStayDiscount.cents) }] : []),
    ...(priced.couponDiscount ? [{ label: `Coupon ${priced.couponDiscount.code}`, amount: centsToDecimal(-priced.couponDiscount.cents) }] : []),
    { label: 'Cleaning fee', amount: centsToDecimal(priced.cleaningFeeCents) },
    ...(priced.extraGuestFeeCents > 0 ? [{ label: 'Extra guest fee', amount: centsToDecimal(priced.extraGuestFeeCents) }] : []),
    ...(priced.petFeeCents > 0 ? [{ label: 'Pet fee', amount: centsToDecimal(priced.petFeeCents) }] : []),
    ...priced.taxLines.map((line) => ({ label: line.label, amount: centsToDecimal(line.cents), kind: 'tax' as const })),
  ];
  return {
    start: stay.checkIn,
    end: stay.checkOut,
    guests: stay.guests,
    nights,
    currency: 'USD',
    nightlyRate: centsToDecimal(nightly),
    base_price: centsToDecimal(priced.rentCents),
    cleaningFee: centsToDecimal(priced.cleaningFeeCents),
    serviceFee: '0.00', // Booking direct: no platform service fee.
    taxes: centsToDecimal(priced.taxesCents),
    discount: centsToDecimal(discountCents === 0 ? 0 : -discountCents),
    total: centsToDecimal(priced.totalCents),
    breakdown,
    ...(priced.couponDiscount ? { coupon: { code: priced.couponDiscount.code } } : {}),
  };
}
