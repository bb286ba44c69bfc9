import { daysBetweenIso, nightsOfStay, weekdayOfIso } from '../../../shared/lib/dates';
import { applyRate, type Cents } from '../../../shared/lib/money';
import { minimumNightsFor, type StayMinimums } from '../../../shared/stay/stay-minimums';
import type { NightPrice, PricedStay, PricingConfig, Season, StayRequest } from './pricing.types';

const FRIDAY = 5;
const SATURDAY = 6;

export function isWeekendNight(date: string): boolean {
  const weekday = weekdayOfIso(date);
  return weekday === FRIDAY || weekday === SATURDAY;
}

export function seasonOf(config: PricingConfig, date: string): Season | undefined {
  return config.seasons.find((season) => season.startDate <= date && date <= season.endDate);
}

/** Price of one night: a date override, else its season, else the weekend rate, else the base rate. */
export function priceNight(config: PricingConfig, date: string): NightPrice {
  const override = config.overrides.find((entry) => entry.date === date && entry.nightlyCents !== undefined);
  if (override?.nightlyCents !== undefined) return { date, cents: override.nightlyCents, source: 'override' };
  const weekend = isWeekendNight(date);
  const season = seasonOf(config, date);
  if (season) return { date, cents: weekend ? (season.weekendNightlyCents ?? season.nightlyCents) : season.nightlyCents, source: 'season' };
  if (weekend && config.weekendNightlyCents !== undefined) return { date, cents: config.weekendNightlyCents, source: 'weekend' };
  return { date, cents: config.baseNightlyCents, source: 'base' };
}

/**
 * The house's minimum stay and every season that sets its own, in the shared stay rulebook's terms.
 * A night's own minimum (a date override) comes first as a one-night "season", so it wins.
 */
export function stayMinimumsOf(config: PricingConfig): StayMinimums {
  return {
    defaultNights: config.defaultMinNights,
    seasons: [
      ...config.overrides.flatMap((override) => (override.minNights === undefined ? [] : [{ start: override.date, end: override.date, nights: override.minNights }])),
      ...config.seasons.flatMap((season) =>
        season.minNights === undefined ? [] : [{ start: season.startDate, end: season.endDate, nights: season.minNights }],
      ),
    ],
  };
}

/** The arrival night's season sets the minimum stay, as hosts usually mean it. */
export function minNightsFor(config: PricingConfig, checkIn: string): number {
  return minimumNightsFor(checkIn, stayMinimumsOf(config));
}

/**
 * The all-in price of a stay, in integer cents. Discounts come off the rent;
 * every mandatory fee is in the total (FTC all-in pricing) and in the base of
 * each tax. Hawaii's GET is on rent plus fees, not on the TAT.
 */
export function priceStay(config: PricingConfig, stay: StayRequest): PricedStay {
  const nights = nightsOfStay(stay.checkIn, stay.checkOut).map((date) => priceNight(config, date));
  const rentCents = nights.reduce((sum, night) => sum + night.cents, 0);
  const count = daysBetweenIso(stay.checkIn, stay.checkOut);

  const los = [...config.lengthOfStayDiscounts]
    .filter((discount) => count >= discount.minNights)
    .sort((a, b) => b.milliPercent - a.milliPercent)[0];
  const losCents = los ? applyRate(rentCents, los.milliPercent) : 0;
  const afterLos = rentCents - losCents;

  let couponCents = 0;
  if (stay.coupon) {
    couponCents = stay.coupon.kind === 'percent' ? applyRate(afterLos, stay.coupon.value) : stay.coupon.value;
    couponCents = Math.max(0, Math.min(couponCents, afterLos));
  }

  const extra = config.extraGuestFee;
  const extraGuestFeeCents = extra ? Math.max(0, stay.guests - extra.includedGuests) * extra.perGuestPerNightCents * count : 0;
  const petFeeCents = stay.pets > 0 ? (config.petFeeCents ?? 0) : 0;

  const taxableCents: Cents = afterLos - couponCents + config.cleaningFeeCents + extraGuestFeeCents + petFeeCents;
  const taxLines = config.taxes.map((tax) => ({ label: tax.label, cents: applyRate(taxableCents, tax.milliPercent) }));
  const taxesCents = taxLines.reduce((sum, line) => sum + line.cents, 0);

  return {
    nights,
    rentCents,
    lengthOfStayDiscount: los && losCents > 0 ? { label: los.label, cents: losCents } : null,
    couponDiscount: stay.coupon && couponCents > 0 ? { code: stay.coupon.code, cents: couponCents } : null,
    cleaningFeeCents: config.cleaningFeeCents,
    extraGuestFeeCents,
    petFeeCents,
    taxableCents,
    taxLines,
    taxesCents,
    totalCents: taxableCents + taxesCents,
  };
}
