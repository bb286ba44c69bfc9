import { z } from 'zod';
import { lineText } from '../lib/text.schema';
import { checkOutAfterCheckIn, stayFieldsSchema } from '../quote/quote.schemas';
import { bookingReferenceInputSchema } from './booking-reference.schema';
import { manualGuestSchema, reachableGuest } from './manual-booking.schemas';

/** Which total a changed stay carries: the one the guest agreed to, or the engine's price for the new stay. */
export const CHANGE_PRICE_CHOICES = ['keep', 'quote'] as const;
export type ChangePriceChoice = (typeof CHANGE_PRICE_CHOICES)[number];

export const BOOKING_CHANGE_MESSAGES = {
  reasonRequired: 'Say why: the new price differs from the old one or from the engine’s',
  reasonLength: 'Reason is too long (500 characters at most)',
  price: 'Choose to keep the old price or take the new one',
  nothingChanged: 'Nothing was changed.',
} as const;

/** The stay as the owner edits it: the quote's own field rules (dates, guests, pets), no coupon. */
const changedStayFields = stayFieldsSchema.omit({ coupon: true }).shape;

/** admin.bookings.quoteChange: the engine's price for the booking's new dates and party, beside the old one. */
export const bookingChangeQuoteInputSchema = z
  .object({
    reference: bookingReferenceInputSchema.shape.reference,
    ...changedStayFields,
    allowShortStay: z.boolean({ error: 'Allow a short stay must be true or false' }).default(false),
  })
  .refine(...checkOutAfterCheckIn);

export const bookingChangeQuoteSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  nights: z.number().int(),
  /** The booking's total today. */
  currentTotalCents: z.number().int(),
  /** The engine's all-in price for the new stay (no coupon: a coupon was spent on the stay it was given for). */
  quotedTotalCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type BookingChangeQuote = z.infer<typeof bookingChangeQuoteSchema>;

/**
 * admin.bookings.change: the whole booking as it should be after the change (dates, party, the guest's
 * details). `price` matters only when the stay changes; `reason` is required when the price kept or taken
 * differs from another (see `changeReasonRequired`), which only the server knows for sure, so the
 * schema checks its length and the service the rule. `notifyGuest` is a wish for details-only changes: a
 * change of dates, party or price always e-mails a guest who has an address.
 */
export const bookingChangeInputSchema = z
  .object({
    reference: bookingReferenceInputSchema.shape.reference,
    ...changedStayFields,
    allowShortStay: z.boolean({ error: 'Allow a short stay must be true or false' }).default(false),
    guest: z
      .object({ name: manualGuestSchema.shape.name, email: manualGuestSchema.shape.email, phone: manualGuestSchema.shape.phone, message: manualGuestSchema.shape.message })
      .refine(...reachableGuest()),
    price: z.enum(CHANGE_PRICE_CHOICES, { error: BOOKING_CHANGE_MESSAGES.price }).default('keep'),
    reason: lineText({ error: BOOKING_CHANGE_MESSAGES.reasonRequired }).max(500, BOOKING_CHANGE_MESSAGES.reasonLength).default(''),
    notifyGuest: z.boolean({ error: 'Notify the guest must be true or false' }).default(false),
  })
  .refine(...checkOutAfterCheckIn);
export type BookingChangeInput = z.output<typeof bookingChangeInputSchema>;
