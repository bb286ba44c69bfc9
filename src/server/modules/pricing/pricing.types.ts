import type { Cents } from '../../../shared/lib/money';

export interface Season {
  name: string;
  /** First night of the season (yyyy-MM-dd). */
  startDate: string;
  /** Last night of the season, inclusive. */
  endDate: string;
  nightlyCents: Cents;
  /** Friday and Saturday nights in this season; falls back to nightlyCents. */
  weekendNightlyCents?: Cents;
  /** Minimum stay for arrivals in this season. */
  minNights?: number;
}

export interface LengthOfStayDiscount {
  /** Applies to stays of at least this many nights (weekly 7, monthly 28). */
  minNights: number;
  /** Thousandths of a percent off the rent: 10% = 10000. */
  milliPercent: number;
  label: string;
}

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** milli-percent for 'percent', cents for 'fixed'. */
  value: number;
}

export interface TaxRule {
  /** Shown as written on the owner's side; the quote marks its line `kind: 'tax'`, which is how screens know to merge it into 'Taxes'. */
  label: string;
  milliPercent: number;
}

export interface PricingConfig {
  baseNightlyCents: Cents;
  weekendNightlyCents?: Cents;
  defaultMinNights: number;
  seasons: readonly Season[];
  /**
   * One specific night (holidays, events): its price wins over everything else, and its
   * minimum stay wins over the season's for arrivals that night. Either may be absent.
   */
  overrides: readonly { date: string; nightlyCents?: Cents; minNights?: number }[];
  lengthOfStayDiscounts: readonly LengthOfStayDiscount[];
  cleaningFeeCents: Cents;
  /** Per guest per night above `includedGuests`. */
  extraGuestFee?: { includedGuests: number; perGuestPerNightCents: Cents };
  /** Once per stay when pets come. */
  petFeeCents?: Cents;
  taxes: readonly TaxRule[];
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  pets: number;
  coupon?: Coupon;
}

export interface NightPrice {
  date: string;
  cents: Cents;
  source: 'override' | 'season' | 'weekend' | 'base';
}

export interface PricedStay {
  nights: NightPrice[];
  rentCents: Cents;
  lengthOfStayDiscount: { label: string; cents: Cents } | null;
  couponDiscount: { code: string; cents: Cents } | null;
  cleaningFeeCents: Cents;
  extraGuestFeeCents: Cents;
  petFeeCents: Cents;
  /** Rent after discounts plus every mandatory fee: the base for each tax. */
  taxableCents: Cents;
  taxLines: { label: string; cents: Cents }[];
  taxesCents: Cents;
  totalCents: Cents;
}
