import { z } from 'zod';
import { multilineText } from '../lib/text.schema';
import { stayDateSchema } from '../lib/iso-date.schema';
import { checkOutAfterCheckIn, stayFieldsSchema } from '../quote/quote.schemas';
import { ARRIVAL_TIMES, guestDetailsSchema } from './guest-details.schemas';
import { RECORDED_PAYMENT_METHOD_LABELS } from './recorded-payment.schemas';

/** Where a booking came from: the site's own checkout, or the owner recording one by hand. */
export const BOOKING_SOURCES = ['direct', 'manual'] as const;

/** How the guest of a manual booking paid, or 'due' when nothing is paid yet. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'paid_elsewhere', 'due'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

const { cash, check, bank_transfer, paid_elsewhere } = RECORDED_PAYMENT_METHOD_LABELS;
export const MANUAL_PAYMENT_LABELS: Record<ManualPaymentMethod, string> = { cash, check, bank_transfer, paid_elsewhere, due: 'Left due' };

export const MANUAL_BOOKING_MESSAGES = {
  reachable: 'Enter an e-mail or a phone number for the guest',
  reasonRequired: 'Say why the price differs from the engine’s',
  amountForMethod: 'Enter the amount paid, or choose “Left due”',
  nothingWhenDue: 'A booking left due has nothing paid yet',
  paidOverTotal: 'The amount paid cannot be more than the total',
  checkInRequired: 'Check-in date is required',
  checkOutRequired: 'Check-out date is required',
} as const;

/** An empty date field says which date is missing, not that '' is badly formatted. */
const requiredStayDate = (message: string) => z.string({ error: message }).min(1, { message, abort: true }).pipe(stayDateSchema);

/** Empty form fields mean "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const cents = (what: string) =>
  z
    .number({ error: `${what} must be an amount in cents` })
    .int(`${what} must be whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(100_000_000, `${what} is too large`);

/**
 * The guest of a booking taken by phone: the checkout's own field rules, but
 * the owner may not have everything the online form insists on. A name and a
 * way to reach the guest (e-mail or phone) are required; without an e-mail no
 * confirmation goes to the guest (the host's copy still does). No policy tick:
 * the owner agreed the terms with the guest.
 */
export const manualGuestSchema = z
  .object({
    name: guestDetailsSchema.shape.name,
    email: z.preprocess(blankToUndefined, guestDetailsSchema.shape.email.optional()),
    phone: z.preprocess(blankToUndefined, guestDetailsSchema.shape.phone.optional()),
    arrivalTime: z.enum(ARRIVAL_TIMES, { error: 'Choose an estimated arrival time' }).default('Not sure yet'),
    message: guestDetailsSchema.shape.message,
  })
  .refine(...reachableGuest());

/** A guest the owner records or edits must be reachable: an e-mail or a phone number. */
export function reachableGuest(): [(guest: { email?: string | undefined; phone?: string | undefined }) => boolean, { message: string; path: string[] }] {
  return [(guest) => guest.email !== undefined || guest.phone !== undefined, { message: MANUAL_BOOKING_MESSAGES.reachable, path: ['email'] }];
}

/**
 * admin.bookings.createManual: a confirmed booking the owner records by hand.
 * The price is the engine's unless `overrideTotalCents` (the all-in total) is
 * given with a reason. The house's minimum stay applies unless
 * `allowShortStay`; the online booking window never applies to the owner.
 */
export const manualBookingInputSchema = stayFieldsSchema
  .omit({ coupon: true })
  .extend({
    start: requiredStayDate(MANUAL_BOOKING_MESSAGES.checkInRequired),
    end: requiredStayDate(MANUAL_BOOKING_MESSAGES.checkOutRequired),
    allowShortStay: z.boolean({ error: 'Allow a short stay must be true or false' }).default(false),
    guest: manualGuestSchema,
    overrideTotalCents: cents('The total').optional(),
    overrideReason: multilineText().max(500, 'Reason is too long (500 characters at most)').default(''),
    paymentMethod: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose cash, check, bank transfer, paid elsewhere or left due' }),
    amountPaidCents: cents('The amount paid').default(0),
  })
  .refine(...checkOutAfterCheckIn)
  .superRefine((input, ctx) => {
    if (input.overrideTotalCents !== undefined && input.overrideReason.trim() === '') {
      ctx.addIssue({ code: 'custom', message: MANUAL_BOOKING_MESSAGES.reasonRequired, path: ['overrideReason'] });
    }
    if (input.paymentMethod === 'due' && input.amountPaidCents > 0) {
      ctx.addIssue({ code: 'custom', message: MANUAL_BOOKING_MESSAGES.nothingWhenDue, path: ['amountPaidCents'] });
    }
    if (input.paymentMethod !== 'due' && input.amountPaidCents === 0) {
      ctx.addIssue({ code: 'custom', message: MANUAL_BOOKING_MESSAGES.amountForMethod, path: ['amountPaidCents'] });
    }
    if (input.overrideTotalCents !== undefined && input.amountPaidCents > input.overrideTotalCents) {
      ctx.addIssue({ code: 'custom', message: MANUAL_BOOKING_MESSAGES.paidOverTotal, path: ['amountPaidCents'] });
    }
  });

/** What the owner gets back: the new booking's reference and what it came to. */
export const manualBookingSchema = z.object({
  reference: z.string(),
  status: z.literal('confirmed'),
  source: z.literal('manual'),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** The engine's all-in price, for comparison when the owner overrode it. */
  engineTotalCents: z.number().int(),
});
export type ManualBooking = z.infer<typeof manualBookingSchema>;
