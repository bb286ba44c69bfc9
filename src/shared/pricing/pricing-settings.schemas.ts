import { z } from 'zod';
import { isoDateSchema } from '../lib/iso-date.schema';
import { rowIdSchema } from '../lib/number.schema';
import { lineText } from '../lib/text.schema';
import { BOOKING_LIMIT_DEFAULTS } from '../booking/booking-window.rules';

/** Dollar amounts typed by the owner ("125" or "125.50") become integer cents. */
export const centsField = z.number({ error: 'Enter an amount' }).int('Amounts are whole cents').min(0, 'Amounts cannot be negative').max(100_000_00, 'That amount is too large');
/** Thousandths of a percent: 11% = 11000. */
export const milliPercentField = z.number({ error: 'Enter a rate' }).int().min(0, 'Rates cannot be negative').max(100_000, 'Rates cannot exceed 100%');

export const seasonSchema = z
  .object({
    name: lineText().min(1, 'Name the season').max(80, 'Season names have at most 80 characters'),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    nightlyCents: centsField,
    weekendNightlyCents: centsField.optional(),
    minNights: z.number().int().min(1).max(180).optional(),
  })
  .refine((season) => season.startDate <= season.endDate, { message: 'The season must end on or after its first night', path: ['endDate'] });

export const minNightsField = z.number({ error: 'Enter a number of nights' }).int('Whole nights only').min(1, 'At least 1 night').max(180, 'At most 180 nights');

/**
 * One night's own price and/or minimum stay (for arrivals that night). Documents saved before
 * minimum stays existed hold only `{ date, nightlyCents }` and still parse unchanged.
 */
export const nightOverrideSchema = z
  .object({ date: isoDateSchema, nightlyCents: centsField.optional(), minNights: minNightsField.optional() })
  .refine((override) => override.nightlyCents !== undefined || override.minNights !== undefined, {
    message: 'Give the night a price or a minimum stay',
    path: ['nightlyCents'],
  });
export type NightOverride = z.output<typeof nightOverrideSchema>;

export const lengthOfStayDiscountSchema = z.object({
  minNights: z.number().int().min(2, 'Discounts start at 2 nights').max(180),
  milliPercent: milliPercentField,
  label: lineText().min(1, 'Give the discount a label').max(80, 'Labels have at most 80 characters'),
});

export const taxRuleSchema = z.object({
  label: lineText()
    .min(1, 'Give the tax a label')
    .max(80, 'Labels have at most 80 characters')
    .regex(/TAT|GET|County Tax/, 'Tax labels must contain TAT, GET or County Tax'),
  milliPercent: milliPercentField,
});

/** Owner-editable pricing beyond the property's base rate, cleaning fee and minimum stay. */
export const pricingSettingsSchema = z
  .object({
    weekendNightlyCents: centsField.nullable(),
    seasons: z.array(seasonSchema).max(100),
    overrides: z.array(nightOverrideSchema).max(1000),
    lengthOfStayDiscounts: z.array(lengthOfStayDiscountSchema).max(10),
    extraGuestFee: z.object({ includedGuests: z.number().int().min(1, 'At least 1 guest is included').max(16), perGuestPerNightCents: centsField }).nullable(),
    petFeeCents: centsField.nullable(),
    taxes: z.array(taxRuleSchema).max(10),
    /** How far ahead a stay may end, in months from today (the booking horizon). Older stored settings get the default. */
    bookingHorizonMonths: z.number({ error: 'Enter a number of months' }).int('Whole months only').min(1, 'At least 1 month').max(36, 'At most 36 months').default(BOOKING_LIMIT_DEFAULTS.horizonMonths),
    /** The longest stay a guest may book online. */
    maxStayNights: z.number({ error: 'Enter a number of nights' }).int('Whole nights only').min(1, 'At least 1 night').max(365, 'At most 365 nights').default(BOOKING_LIMIT_DEFAULTS.maxStayNights),
  })
  .superRefine((settings, ctx) => {
    // The engine takes the first season that contains a night, so overlaps would be silently ambiguous.
    settings.seasons.forEach((season, index) => {
      const clash = settings.seasons.findIndex((other, j) => j < index && other.startDate <= season.endDate && season.startDate <= other.endDate);
      if (clash >= 0) ctx.addIssue({ code: 'custom', message: `Overlaps the season "${settings.seasons[clash]!.name}"`, path: ['seasons', index, 'startDate'] });
    });
    settings.overrides.forEach((override, index) => {
      if (settings.overrides.findIndex((other) => other.date === override.date) < index) {
        ctx.addIssue({ code: 'custom', message: 'This night already has a price', path: ['overrides', index, 'date'] });
      }
    });
  });
export type PricingSettings = z.output<typeof pricingSettingsSchema>;

/** The property's own price list: what a night costs when nothing else applies. */
export const propertyRatesSchema = z.object({
  baseRateCents: centsField.min(1, 'Enter the nightly rate'),
  cleaningFeeCents: centsField,
  minNights: z.number({ error: 'Enter a number of nights' }).int('Whole nights only').min(1, 'At least 1 night').max(180, 'At most 180 nights'),
});
export type PropertyRates = z.infer<typeof propertyRatesSchema>;

const couponFields = z.object({
  code: lineText()
    .min(3, 'Codes have at least 3 characters')
    .max(40, 'Codes have at most 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
    .transform((code) => code.toUpperCase()),
  kind: z.enum(['percent', 'fixed']),
  /** milli-percent for 'percent', cents for 'fixed'. */
  value: z.number({ error: 'Enter the discount' }).int().min(1, 'Enter the discount'),
  validFrom: isoDateSchema.nullable(),
  validTo: isoDateSchema.nullable(),
  maxUses: z.number({ error: 'Enter a number of uses' }).int('Whole uses only').min(1, 'At least 1 use').max(1_000_000, 'At most 1,000,000 uses').nullable(),
  active: z.boolean().default(true),
});

type CouponFields = z.output<typeof couponFields>;
function refineCoupon(coupon: CouponFields, ctx: z.RefinementCtx): void {
  if (coupon.kind === 'percent' && coupon.value > 100_000) ctx.addIssue({ code: 'custom', message: 'A percentage cannot exceed 100%', path: ['value'] });
  if (coupon.kind === 'fixed' && coupon.value > 100_000_00) ctx.addIssue({ code: 'custom', message: 'That amount is too large', path: ['value'] });
  if (coupon.validFrom && coupon.validTo && coupon.validFrom > coupon.validTo) {
    ctx.addIssue({ code: 'custom', message: 'The end of validity must be after its start', path: ['validTo'] });
  }
}

export const couponInputSchema = couponFields.superRefine(refineCoupon);
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponUpdateInputSchema = couponFields.extend({ id: rowIdSchema('Unknown coupon') }).superRefine(refineCoupon);

export const couponIdSchema = z.object({ id: rowIdSchema('Unknown coupon') });

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  timesUsed: z.number().int(),
  active: z.boolean(),
});
export type CouponView = z.infer<typeof couponSchema>;
