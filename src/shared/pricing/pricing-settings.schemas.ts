import { z } from 'zod';
import { isoDateSchema } from '../lib/dates';

/** Dollar amounts typed by the owner ("125" or "125.50") become integer cents. */
export const centsField = z.number({ error: 'Enter an amount' }).int('Amounts are whole cents').min(0, 'Amounts cannot be negative').max(100_000_00, 'That amount is too large');
/** Thousandths of a percent: 11% = 11000. */
export const milliPercentField = z.number({ error: 'Enter a rate' }).int().min(0, 'Rates cannot be negative').max(100_000, 'Rates cannot exceed 100%');

export const seasonSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the season').max(80),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    nightlyCents: centsField,
    weekendNightlyCents: centsField.optional(),
    minNights: z.number().int().min(1).max(180).optional(),
  })
  .refine((season) => season.startDate <= season.endDate, { message: 'The season must end on or after its first night', path: ['endDate'] });

export const nightOverrideSchema = z.object({ date: isoDateSchema, nightlyCents: centsField });

export const lengthOfStayDiscountSchema = z.object({
  minNights: z.number().int().min(2, 'Discounts start at 2 nights').max(180),
  milliPercent: milliPercentField,
  label: z.string().trim().min(1, 'Give the discount a label').max(80),
});

export const taxRuleSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/TAT|GET|County Tax/, 'Tax labels must contain TAT, GET or County Tax'),
  milliPercent: milliPercentField,
});

/** Owner-editable pricing beyond the property's base rate, cleaning fee and minimum stay. */
export const pricingSettingsSchema = z.object({
  weekendNightlyCents: centsField.nullable(),
  seasons: z.array(seasonSchema).max(100),
  overrides: z.array(nightOverrideSchema).max(1000),
  lengthOfStayDiscounts: z.array(lengthOfStayDiscountSchema).max(10),
  extraGuestFee: z.object({ includedGuests: z.number().int().min(1).max(16), perGuestPerNightCents: centsField }).nullable(),
  petFeeCents: centsField.nullable(),
  taxes: z.array(taxRuleSchema).max(10),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'Codes have at least 3 characters')
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
      .transform((code) => code.toUpperCase()),
    kind: z.enum(['percent', 'fixed']),
    /** milli-percent for 'percent', cents for 'fixed'. */
    value: z.number().int().min(1),
    validFrom: isoDateSchema.nullable(),
    validTo: isoDateSchema.nullable(),
    maxUses: z.number().int().min(1).nullable(),
    active: z.boolean().default(true),
  })
  .refine((c) => c.kind === 'fixed' || c.value <= 100_000, { message: 'A percentage cannot exceed 100%', path: ['value'] })
  .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, { message: 'The end of validity must be after its start', path: ['validTo'] });
export type CouponInput = z.input<typeof couponInputSchema>;

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
