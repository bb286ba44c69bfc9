import { z } from 'zod';
import { daysBetweenIso } from '../lib/dates';
import { isoDateSchema } from '../lib/iso-date.schema';
import { multilineText } from '../lib/text.schema';
import { centsField, minNightsField } from '../pricing/pricing-settings.schemas';

/** Two months side by side: the most one call of the owner's calendar may ask for. */
export const CALENDAR_MAX_NIGHTS = 62;

const rangeFields = { start: isoDateSchema, end: isoDateSchema };

/** Nights from start up to, not including, end: what every grid read and action works on. */
function refineRange(value: { start: string; end: string }, ctx: z.RefinementCtx): void {
  if (value.start >= value.end) {
    ctx.addIssue({ code: 'custom', message: 'End date must be after the start date', path: ['end'] });
  } else if (daysBetweenIso(value.start, value.end) > CALENDAR_MAX_NIGHTS) {
    ctx.addIssue({ code: 'custom', message: `Choose at most ${CALENDAR_MAX_NIGHTS} nights`, path: ['end'] });
  }
}

export const calendarRangeInputSchema = z.object(rangeFields).superRefine(refineRange);
export type CalendarRangeInput = z.output<typeof calendarRangeInputSchema>;

export const blockNightsInputSchema = z
  .object({ ...rangeFields, note: multilineText().max(500, 'Note is too long (500 characters at most)').default('') })
  .superRefine(refineRange);

const nightlyPriceField = z
  .number({ error: 'Enter the nightly price' })
  .int('Amounts are whole cents')
  .min(1, 'Enter a nightly price above zero')
  .max(centsField.maxValue ?? 100_000_00, 'That amount is too large');

export const nightPriceInputSchema = z.object({ ...rangeFields, nightlyCents: nightlyPriceField }).superRefine(refineRange);

export const minStayInputSchema = z.object({ ...rangeFields, minNights: minNightsField }).superRefine(refineRange);

/** What holds a night, most binding first: a stay, a guest's checkout, the owner, another site. */
export const nightStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booked'), reference: z.string(), guestName: z.string().nullable() }),
  z.object({ kind: z.literal('hold'), reference: z.string(), expiresAt: z.string() }),
  z.object({ kind: z.literal('blocked'), blackoutId: z.number().int(), note: z.string().nullable() }),
  /** source: 'Airbnb', 'VRBO', 'Booking.com', or the feed's own name when its channel is unknown. */
  z.object({ kind: z.literal('imported'), source: z.string(), feedId: z.number().int().nullable() }),
  z.object({ kind: z.literal('free') }),
]);
export type NightState = z.infer<typeof nightStateSchema>;

export const calendarNightSchema = z.object({
  date: z.string(),
  state: nightStateSchema,
  /** A 1-night stay's rent that night, as the pricing engine computes it. */
  priceCents: z.number().int(),
  priceSource: z.enum(['override', 'season', 'weekend', 'base']),
  /** Minimum stay for an arrival that night. */
  minNights: z.number().int(),
  /** The owner set this night's minimum stay itself (a date override). */
  minNightsOverride: z.boolean(),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const calendarMonthSchema = z.object({
  start: z.string(),
  end: z.string(),
  today: z.string(),
  nights: z.array(calendarNightSchema),
});
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;

export const rangeActionResultSchema = z.object({ nights: z.number().int() });
export type RangeActionResult = z.infer<typeof rangeActionResultSchema>;

/**
 * Blocked nights join the owner's blocks they overlap or touch (decision 029):
 * `block` is the one block that holds them now, `joined` how many earlier blocks it took in.
 */
export const blockNightsResultSchema = rangeActionResultSchema.extend({
  block: z.object({ start: z.string(), end: z.string() }),
  joined: z.number().int(),
});
export type BlockNightsResult = z.infer<typeof blockNightsResultSchema>;
