import { z } from 'zod';
import { stayDateSchema } from '../lib/iso-date.schema';
import { fromDigits } from '../lib/number.schema';
import { lineText } from '../lib/text.schema';

/** Dates and guests: what every stay request (quote, hold, checkout) starts from. */
export const stayFieldsSchema = z.object({
  start: stayDateSchema,
  end: stayDateSchema,
  /** A number, or plain digits from a query string: not "true", " 2 " or "1e1". */
  guests: fromDigits(
    z
      .number({ error: 'Please select a valid number of guests' })
      .int('Please select a valid number of guests')
      .min(1, 'Please select a valid number of guests')
      .max(100, 'Please select a valid number of guests'),
  ),
  /** Optional: a pet fee applies, and the house must allow pets. */
  pets: fromDigits(
    z
      .number({ error: 'Please select a valid number of pets' })
      .int('Please select a valid number of pets')
      .min(0, 'Please select a valid number of pets')
      .max(5, 'Please select a valid number of pets'),
  ).optional(),
  /** Optional coupon code; an empty one means none. */
  coupon: lineText({ error: 'This coupon code is not valid' })
    .max(40, 'This coupon code is not valid')
    .optional()
    .transform((code) => code || undefined),
});

export const checkOutAfterCheckIn: [(value: { start: string; end: string }) => boolean, { message: string; path: string[] }] = [
  (value) => value.start < value.end,
  { message: 'Check-out date must be after check-in date', path: ['end'] },
];

export const quoteInputSchema = stayFieldsSchema.refine(...checkOutAfterCheckIn);
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export const quoteLineSchema = z.object({ label: z.string(), amount: z.string() });
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
