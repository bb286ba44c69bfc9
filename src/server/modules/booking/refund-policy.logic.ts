import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';
import { parseIsoDate, PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { applyRate, type Cents } from '../../../shared/lib/money';
import type { PricedStay, TaxRule } from '../pricing/pricing.types';

/** What the booking kept of its price at checkout (booking.pricing). */
export interface StoredPricing {
  priced: PricedStay;
  taxes: readonly TaxRule[];
}

export interface RefundInput extends StoredPricing {
  paidCents: Cents;
  refundedCents: Cents;
  /** yyyy-MM-dd, the property's local date. */
  checkIn: string;
  now: Date;
}

export type RefundDecision =
  | { cancellable: true; tier: 'full' | 'half' | 'none'; refundCents: Cents; rule: string }
  | { cancellable: false; rule: string };

const CHECK_IN_HOUR = 15;
const FULL_REFUND_DAYS = 30;
const HALF_REFUND_DAYS = 14;
const HALF = 50_000;

export const RULES = {
  full: 'Full refund: cancelled 30 or more days before check-in',
  half: 'Partial refund: cancelled 14 to 29 days before check-in (50% of the nightly charges, the full cleaning fee and the taxes on both)',
  none: 'No refund: cancelled fewer than 14 days before check-in',
  started: 'Check-in has passed: the booking can no longer be cancelled online. Please contact us.',
} as const;

/**
 * The policy counts time in Hawaii against 3:00 PM on the check-in date. The
 * cut-offs are that moment minus whole Hawaii calendar days, so the machine's
 * zone never moves them.
 */
export function checkInCutoff(checkIn: string): TZDate {
  const parts = parseIsoDate(checkIn);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${checkIn}`);
  return new TZDate(parts.year, parts.month - 1, parts.day, CHECK_IN_HOUR, 0, 0, PROPERTY_TIME_ZONE);
}

/**
 * The 14-to-29-day refund: half the rent after discounts, every mandatory fee,
 * and each tax on that refunded base, rounded per tax as the pricing engine does.
 */
export function halfRefundCents(pricing: StoredPricing): Cents {
  const { priced } = pricing;
  const accommodation = priced.rentCents - (priced.lengthOfStayDiscount?.cents ?? 0) - (priced.couponDiscount?.cents ?? 0);
  const base = applyRate(accommodation, HALF) + priced.cleaningFeeCents + priced.extraGuestFeeCents + priced.petFeeCents;
  const taxes = pricing.taxes.reduce((sum, tax) => sum + applyRate(base, tax.milliPercent), 0);
  return base + taxes;
}

/** What cancelling at `now` refunds under the cancellation policy; never more than is left of the payment. */
export function refundFor(input: RefundInput): RefundDecision {
  const cutoff = checkInCutoff(input.checkIn);
  const at = input.now.getTime();
  if (at >= cutoff.getTime()) return { cancellable: false, rule: RULES.started };
  const left = Math.max(0, input.paidCents - input.refundedCents);
  if (at <= subDays(cutoff, FULL_REFUND_DAYS).getTime()) return { cancellable: true, tier: 'full', refundCents: left, rule: RULES.full };
  if (at <= subDays(cutoff, HALF_REFUND_DAYS).getTime()) {
    return { cancellable: true, tier: 'half', refundCents: Math.min(left, halfRefundCents(input)), rule: RULES.half };
  }
  return { cancellable: true, tier: 'none', refundCents: 0, rule: RULES.none };
}
