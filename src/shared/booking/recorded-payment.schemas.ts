import { z } from 'zod';
import { isoDateSchema } from '../lib/iso-date.schema';
import { fromDigits, rowIdSchema } from '../lib/number.schema';
import { lineText, multilineText } from '../lib/text.schema';
import { todayAtProperty } from '../lib/dates';
import { bookingReferenceInputSchema } from './booking-reference.schema';

/** Money the owner received or gave back outside the site's checkout, as they record it. */
export const RECORDED_PAYMENT_KINDS = ['payment', 'refund'] as const;
export type RecordedPaymentKind = (typeof RECORDED_PAYMENT_KINDS)[number];

export const RECORDED_PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'card_elsewhere', 'paid_elsewhere', 'other'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const RECORDED_PAYMENT_METHOD_LABELS: Record<RecordedPaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  card_elsewhere: 'Card taken elsewhere',
  paid_elsewhere: 'Paid elsewhere',
  other: 'Other',
};

export const RECORDED_PAYMENT_MESSAGES = {
  kind: 'Choose a payment or a refund',
  method: 'Choose how the money was paid',
  amount: 'Enter the amount',
  tooLarge: 'The amount is too large',
  receivedOn: 'Enter the date the money changed hands',
  future: 'The date cannot be in the future',
  note: 'Note is too long (500 characters at most)',
  reason: 'Say why this entry is void',
  reasonLength: 'Reason is too long (500 characters at most)',
  payment: 'Choose the entry to void',
} as const;

/** admin.bookings.recordPayment: one payment or refund, on the date it happened (Hawaii calendar date). */
export const recordPaymentInputSchema = z.object({
  reference: bookingReferenceInputSchema.shape.reference,
  kind: z.enum(RECORDED_PAYMENT_KINDS, { error: RECORDED_PAYMENT_MESSAGES.kind }),
  method: z.enum(RECORDED_PAYMENT_METHODS, { error: RECORDED_PAYMENT_MESSAGES.method }),
  amountCents: fromDigits(
    z
      .number({ error: RECORDED_PAYMENT_MESSAGES.amount })
      .int(RECORDED_PAYMENT_MESSAGES.amount)
      .min(1, RECORDED_PAYMENT_MESSAGES.amount)
      .max(100_000_000, RECORDED_PAYMENT_MESSAGES.tooLarge),
  ),
  receivedOn: isoDateSchema.refine((value) => value <= todayAtProperty(), { message: RECORDED_PAYMENT_MESSAGES.future }),
  note: multilineText().max(500, RECORDED_PAYMENT_MESSAGES.note).default(''),
  /** E-mail the guest a receipt (a booking without a guest e-mail address sends none). */
  sendReceipt: z.boolean().default(false),
});

/** admin.bookings.voidPayment: an entry recorded by mistake stops counting; it is kept, with why. */
export const voidPaymentInputSchema = z.object({
  reference: bookingReferenceInputSchema.shape.reference,
  paymentId: rowIdSchema(RECORDED_PAYMENT_MESSAGES.payment),
  reason: lineText({ error: RECORDED_PAYMENT_MESSAGES.reason }).min(1, RECORDED_PAYMENT_MESSAGES.reason).max(500, RECORDED_PAYMENT_MESSAGES.reasonLength),
});

export const recordedPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECORDED_PAYMENT_KINDS),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  amountCents: z.number().int(),
  /** The Hawaii calendar date the money changed hands. */
  receivedOn: z.string(),
  note: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;
