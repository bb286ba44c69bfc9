import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import type { PropertyPublic } from '../../../shared/property/property.schemas';

/** Spec §9's home fallbacks while the property or the quote is missing. */
const HOME_FALLBACK = { sleeps: 8, bedrooms: 3, nightlyRate: '599.00' } as const;

export interface HomeFacts {
  sleeps: number;
  bedrooms: number;
  /** e.g. 'Starting $599/night'. */
  startingRate: string;
}

/** Spec §7: the home page prices one night from tomorrow (at the house) for two guests. */
export function homeQuoteInput(now: Date = new Date()): { start: string; end: string; guests: number } {
  const start = addDaysIso(todayAtProperty(now), 1);
  return { start, end: addDaysIso(start, 1), guests: 2 };
}

/** '$599' for whole dollars, '$612.50' otherwise; null for anything that is not a positive amount. */
export function formatNightlyRate(amount: string | null | undefined): string | null {
  if (amount === null || amount === undefined || amount.trim() === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value) || value <= 0) return null;
  const whole = Number.isInteger(Math.round(value * 100) / 100);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The quote's nightly rate, else the property's base rate, else $599. */
export function homeFacts(property: Pick<PropertyPublic, 'max_guests' | 'bedrooms' | 'base_rate'> | undefined, quoteNightlyRate: string | undefined): HomeFacts {
  const rate = formatNightlyRate(quoteNightlyRate) ?? formatNightlyRate(property?.base_rate) ?? formatNightlyRate(HOME_FALLBACK.nightlyRate);
  return {
    sleeps: property?.max_guests ?? HOME_FALLBACK.sleeps,
    bedrooms: property?.bedrooms ?? HOME_FALLBACK.bedrooms,
    startingRate: `Starting ${rate}/night`,
  };
}
