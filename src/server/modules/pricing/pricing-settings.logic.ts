import type { PricingSettings, PropertyRates } from '../../../shared/pricing/pricing-settings.schemas';
import { BOOKING_LIMIT_DEFAULTS } from '../../../shared/booking/booking-window.rules';
import { OAHU_TAXES_2026 } from './oahu-taxes';
import type { PricingConfig, Season } from './pricing.types';

/** What a fresh house charges: base rate and cleaning only, with Oahu's taxes. */
export function defaultPricingSettings(): PricingSettings {
  return {
    weekendNightlyCents: null,
    seasons: [],
    overrides: [],
    lengthOfStayDiscounts: [],
    extraGuestFee: null,
    petFeeCents: null,
    taxes: OAHU_TAXES_2026.map((tax) => ({ ...tax })),
    bookingHorizonMonths: BOOKING_LIMIT_DEFAULTS.horizonMonths,
    maxStayNights: BOOKING_LIMIT_DEFAULTS.maxStayNights,
  };
}

function toSeason(season: PricingSettings['seasons'][number]): Season {
  return {
    name: season.name,
    startDate: season.startDate,
    endDate: season.endDate,
    nightlyCents: season.nightlyCents,
    ...(season.weekendNightlyCents !== undefined ? { weekendNightlyCents: season.weekendNightlyCents } : {}),
    ...(season.minNights !== undefined ? { minNights: season.minNights } : {}),
  };
}

/** The engine's input: the property's own price list plus the owner's settings. */
export function toPricingConfig(rates: PropertyRates, settings: PricingSettings): PricingConfig {
  return {
    baseNightlyCents: rates.baseRateCents,
    defaultMinNights: rates.minNights,
    cleaningFeeCents: rates.cleaningFeeCents,
    ...(settings.weekendNightlyCents !== null ? { weekendNightlyCents: settings.weekendNightlyCents } : {}),
    seasons: settings.seasons.map(toSeason),
    overrides: settings.overrides.map((override) => ({
      date: override.date,
      ...(override.nightlyCents !== undefined ? { nightlyCents: override.nightlyCents } : {}),
      ...(override.minNights !== undefined ? { minNights: override.minNights } : {}),
    })),
    lengthOfStayDiscounts: settings.lengthOfStayDiscounts.map((discount) => ({ ...discount })),
    ...(settings.extraGuestFee ? { extraGuestFee: { ...settings.extraGuestFee } } : {}),
    ...(settings.petFeeCents !== null ? { petFeeCents: settings.petFeeCents } : {}),
    taxes: settings.taxes.map((tax) => ({ ...tax })),
  };
}
