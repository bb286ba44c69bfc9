import { z } from 'zod';
import { stayDateSchema } from '../lib/iso-date.schema';
import { fromDigits } from '../lib/number.schema';
import { lineText } from '../lib/text.schema';
import { STAY_LIMITS } from '../stay/stay-limits';
import { DATE_MESSAGES, GUEST_MESSAGES, PET_MESSAGES } from '../stay/stay-messages';

/** Dates and guests: what every stay request (quote, hold, checkout) starts from. */
export const stayFieldsSchema = z.object({
  start: stayDateSchema,
  end: stayDateSchema,
  /** A number, or plain digits from a query string: not "true", " 2 " or "1e1". */
  guests: fromDigits(
    z
      .number({ error: GUEST_MESSAGES.invalid })
      .int(GUEST_MESSAGES.invalid)
      .min(1, GUEST_MESSAGES.invalid)
      .max(STAY_LIMITS.maxGuestsPerRequest, GUEST_MESSAGES.invalid),
  ),
  /** Optional: a pet fee applies, and the house must allow pets. */
  pets: fromDigits(
    z
      .number({ error: PET_MESSAGES.invalid })
      .int(PET_MESSAGES.invalid)
      .min(0, PET_MESSAGES.invalid)
      .max(STAY_LIMITS.maxPets, PET_MESSAGES.invalid),
  ).optional(),
  /** Optional coupon code; an empty one means none. */
  coupon: lineText({ error: 'This coupon code is not valid' })
    .max(40, 'This coupon code is not valid')
    .optional()
    .transform((code) => code || undefined),
});

export const checkOutAfterCheckIn: [(value: { start: string; end: string }) => boolean, { message: string; path: string[] }] = [
  (value) => value.start < value.end,
  { message: DATE_MESSAGES.checkOutBeforeCheckIn, path: ['end'] },
];

export const quoteInputSchema = stayFieldsSchema.refine(...checkOutAfterCheckIn);
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** A line of the breakdown; `kind: 'tax'` marks a tax, so screens merge taxes by what they are, not by their label. */
export const quoteLineSchema = z.object({ label: z.string(), amount: z.string(), kind: z.literal('tax').optional() });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Amounts are decimal dollar strings made from integer cents ("2300.00"). */
export const quoteSchema = z.object({
  start: z.string(),
  end: z.string(),
  guests: z.number().int(),
  nights: z.number().int(),
  currency: z.literal('USD'),
  nightlyRate: z.string(),
  base_price: z.string(),
  cleaningFee: z.string(),
  serviceFee: z.string(),
  taxes: z.string(),
  discount: z.string(),
  total: z.string(),
  breakdown: z.array(quoteLineSchema),
  coupon: z.object({ code: z.string() }).optional(),
});
export type Quote = z.infer<typeof quoteSchema>;
