import type { z } from 'zod';
import {
  centsToDollarInput,
  milliPercentToInput,
  parseDollars,
  parsePercent,
  parseWholeNumber,
} from '../../../shared/pricing/money-input.rules';
import {
  pricingSettingsSchema,
  propertyRatesSchema,
  type PricingSettings,
  type PropertyRates,
} from '../../../shared/pricing/pricing-settings.schemas';

// The form holds what the owner typed (dollars, percents, as text); the
// server gets cents and thousandths of a percent. Field keys are the
// schemas' own paths ("seasons.0.nightlyCents"), so the server's per-field
// messages land on the field that caused them.

export interface SeasonDraft { name: string; startDate: string; endDate: string; nightly: string; weekend: string; minNights: string }
export interface OverrideDraft { date: string; nightly: string; minNights: string }
export interface TaxDraft { label: string; rate: string }

export interface PricingDraft {
  baseRate: string;
  weekendRate: string;
  cleaningFee: string;
  minNights: string;
  seasons: SeasonDraft[];
  overrides: OverrideDraft[];
  weeklyPercent: string;
  monthlyPercent: string;
  /** Discounts other than weekly and monthly (not editable here), kept as they are. */
  otherDiscounts: PricingSettings['lengthOfStayDiscounts'];
  extraGuestsIncluded: string;
  extraGuestFee: string;
  petFee: string;
  taxes: TaxDraft[];
  bookingHorizonMonths: string;
  maxStayNights: string;
}

export type FieldErrors = Record<string, string | undefined>;

const WEEKLY_NIGHTS = 7;
const MONTHLY_NIGHTS = 28;

const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : centsToDollarInput(cents));

export const emptySeason = (): SeasonDraft => ({ name: '', startDate: '', endDate: '', nightly: '', weekend: '', minNights: '' });

export function toDraft(rates: PropertyRates, settings: PricingSettings): PricingDraft {
  const discount = (nights: number) => settings.lengthOfStayDiscounts.find((entry) => entry.minNights === nights);
  const weekly = discount(WEEKLY_NIGHTS);
  const monthly = discount(MONTHLY_NIGHTS);
  return {
    baseRate: dollars(rates.baseRateCents),
    weekendRate: dollars(settings.weekendNightlyCents),
    cleaningFee: dollars(rates.cleaningFeeCents),
    minNights: String(rates.minNights),
    seasons: settings.seasons.map((season) => ({
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
      nightly: dollars(season.nightlyCents),
      weekend: dollars(season.weekendNightlyCents),
      minNights: season.minNights === undefined ? '' : String(season.minNights),
    })),
    overrides: settings.overrides.map((override) => ({
      date: override.date,
      nightly: dollars(override.nightlyCents),
      minNights: override.minNights === undefined ? '' : String(override.minNights),
    })),
    weeklyPercent: weekly ? milliPercentToInput(weekly.milliPercent) : '',
    monthlyPercent: monthly ? milliPercentToInput(monthly.milliPercent) : '',
    otherDiscounts: settings.lengthOfStayDiscounts.filter((entry) => entry !== weekly && entry !== monthly),
    extraGuestsIncluded: settings.extraGuestFee ? String(settings.extraGuestFee.includedGuests) : '',
    extraGuestFee: dollars(settings.extraGuestFee?.perGuestPerNightCents),
    petFee: dollars(settings.petFeeCents),
    taxes: settings.taxes.map((tax) => ({ label: tax.label, rate: milliPercentToInput(tax.milliPercent) })),
    bookingHorizonMonths: String(settings.bookingHorizonMonths),
    maxStayNights: String(settings.maxStayNights),
  };
}

const MONEY_MESSAGE = 'Enter dollars, like 125 or 125.50';
const PERCENT_MESSAGE = 'Enter a percentage, like 10 or 4.712';
const NIGHTS_MESSAGE = 'Enter a whole number of nights';

/** Turns the typed text into the two calls' inputs, or the messages per field. */
export function fromDraft(draft: PricingDraft): { ok: true; rates: PropertyRates; settings: PricingSettings } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  function read<T>(key: string, text: string, parse: (text: string) => T | null, message: string, optional: boolean): T | null {
    if (text.trim() === '') {
      if (!optional) errors[key] = message;
      return null;
    }
    const value = parse(text);
    if (value === null) errors[key] = message;
    return value;
  }
  const money = (key: string, text: string, optional = false) => read(key, text, parseDollars, MONEY_MESSAGE, optional);
  const percent = (key: string, text: string, optional = false) => read(key, text, parsePercent, PERCENT_MESSAGE, optional);
  const nights = (key: string, text: string, optional = false) => read(key, text, parseWholeNumber, NIGHTS_MESSAGE, optional);

  const rates = { baseRateCents: money('baseRateCents', draft.baseRate), cleaningFeeCents: money('cleaningFeeCents', draft.cleaningFee), minNights: nights('minNights', draft.minNights) };
  const discounts = [
    ...([
      ['weekly', WEEKLY_NIGHTS, draft.weeklyPercent, 'Weekly discount'],
      ['monthly', MONTHLY_NIGHTS, draft.monthlyPercent, 'Monthly discount'],
    ] as const).flatMap(([key, minNights, text, label]) => {
      const milliPercent = percent(`${key}Percent`, text, true);
      return milliPercent ? [{ minNights, milliPercent, label }] : [];
    }),
    ...draft.otherDiscounts,
  ];
  const extraFee = money('extraGuestFee.perGuestPerNightCents', draft.extraGuestFee, true);
  const included = read('extraGuestFee.includedGuests', draft.extraGuestsIncluded, parseWholeNumber, 'Enter a whole number of guests', extraFee === null);
  const settings = {
    weekendNightlyCents: money('weekendNightlyCents', draft.weekendRate, true),
    seasons: draft.seasons.map((season, index) => {
      const weekend = money(`seasons.${index}.weekendNightlyCents`, season.weekend, true);
      const minNights = nights(`seasons.${index}.minNights`, season.minNights, true);
      return {
        name: season.name,
        startDate: season.startDate,
        endDate: season.endDate,
        nightlyCents: money(`seasons.${index}.nightlyCents`, season.nightly),
        ...(weekend !== null ? { weekendNightlyCents: weekend } : {}),
        ...(minNights !== null ? { minNights } : {}),
      };
    }),
    overrides: draft.overrides.map((override, index) => {
      // A special night needs a price unless it only sets a minimum stay.
      const minNights = nights(`overrides.${index}.minNights`, override.minNights, true);
      const nightly = money(`overrides.${index}.nightlyCents`, override.nightly, minNights !== null);
      return { date: override.date, ...(nightly !== null ? { nightlyCents: nightly } : {}), ...(minNights !== null ? { minNights } : {}) };
    }),
    lengthOfStayDiscounts: discounts,
    extraGuestFee: extraFee !== null ? { includedGuests: included, perGuestPerNightCents: extraFee } : null,
    petFeeCents: money('petFeeCents', draft.petFee, true),
    taxes: draft.taxes.map((tax, index) => ({ label: tax.label, milliPercent: percent(`taxes.${index}.milliPercent`, tax.rate) })),
    bookingHorizonMonths: read('bookingHorizonMonths', draft.bookingHorizonMonths, parseWholeNumber, 'Enter a number of months', false),
    maxStayNights: read('maxStayNights', draft.maxStayNights, parseWholeNumber, 'Enter a number of nights', false),
  };

  const parsedRates = propertyRatesSchema.safeParse(rates);
  const parsedSettings = pricingSettingsSchema.safeParse(settings);
  for (const result of [parsedRates, parsedSettings]) if (!result.success) addIssues(errors, result.error, draft);
  if (Object.keys(errors).length > 0 || !parsedRates.success || !parsedSettings.success) return { ok: false, errors };
  return { ok: true, rates: parsedRates.data, settings: parsedSettings.data };
}

/** The form field a server (or schema) path belongs to: weekly/monthly sit at a position in the discount list. */
export function fieldKeyOf(path: string, draft: PricingDraft): string {
  const match = /^lengthOfStayDiscounts\.(\d+)\./.exec(path);
  if (!match) return path;
  const order = [draft.weeklyPercent.trim() ? 'weeklyPercent' : null, draft.monthlyPercent.trim() ? 'monthlyPercent' : null].filter(Boolean);
  return order[Number(match[1])] ?? 'form';
}

function addIssues(errors: FieldErrors, error: z.ZodError, draft: PricingDraft): void {
  for (const issue of error.issues) {
    const key = fieldKeyOf(issue.path.join('.'), draft);
    // A text we could not read already has its message; the schema's "expected number" adds nothing.
    errors[key] ??= issue.message;
  }
}

/** Server messages keyed by schema path, as form field keys (first message each). */
export function serverFieldErrors(fieldErrors: Record<string, string[]>, draft: PricingDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) errors[fieldKeyOf(path, draft)] ??= messages[0] ?? 'Check this value';
  return errors;
}
