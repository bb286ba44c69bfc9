import { z } from 'zod';
import { checkOutAfterCheckIn, quoteLineSchema, quoteSchema, stayFieldsSchema } from '../quote/quote.schemas';
import { lineText } from '../lib/text.schema';
import { guestDetailsSchema } from './guest-details.schemas';
import { bookedStayFields } from './booking.schemas';

/** A guest reaches their booking with its reference and the signed token from the link. */
export const bookingAccessSchema = z.object({
  reference: lineText().min(1).max(20),
  token: lineText().min(10).max(200),
});
export type BookingAccess = z.infer<typeof bookingAccessSchema>;

/**
 * What the checkout page sends: the stay, the guest details, and an optional coupon. The price is the server's.
 * `replaces` is this browser's own unpaid hold from a moment ago (Back, a change, Continue again): it is released first.
 */
export const startCheckoutInputSchema = stayFieldsSchema
  .extend({ guest: guestDetailsSchema, replaces: bookingAccessSchema.optional() })
  .refine(...checkOutAfterCheckIn);
export type StartCheckoutInput = z.input<typeof startCheckoutInputSchema>;

/** How the browser pays: Stripe's Payment Element, or the labelled offline demo. */
export const paymentSessionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), publishableKey: z.string(), clientSecret: z.string() }),
  z.object({ mode: z.literal('demo') }),
]);
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

export const checkoutSessionSchema = z.object({
  reference: z.string(),
  /** Signed, unguessable: lets this browser (and the e-mail link) see and manage the booking. */
  token: z.string(),
  expiresAt: z.string(),
  quote: quoteSchema,
  payment: paymentSessionSchema,
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const guestBookingSchema = z.object({
  ...bookedStayFields,
  guestName: z.string(),
  guestEmail: z.string(),
  currency: z.literal('USD'),
  breakdown: z.array(quoteLineSchema),
  total: z.string(),
  paid: z.string(),
  refunded: z.string(),
  due: z.string(),
  holdExpiresAt: z.string().nullable(),
  paymentMode: z.enum(['stripe', 'demo']).nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Only for a confirmed guest: the exact address and how to get in. */
  arrival: z.object({ address: z.string(), checkInInstructions: z.string() }).nullable(),
  /** What cancelling now would refund under the cancellation policy; null when it cannot be cancelled. */
  cancellation: z.object({ refund: z.string(), rule: z.string() }).nullable(),
});
export type GuestBooking = z.infer<typeof guestBookingSchema>;
