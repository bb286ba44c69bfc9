import { z } from 'zod';
import { optionalParam } from '../lib/optional-param';
import { isoDateSchema } from '../lib/iso-date.schema';
import { fromDigits, rowIdSchema } from '../lib/number.schema';
import { lineText, multilineText } from '../lib/text.schema';
import { quoteLineSchema } from '../quote/quote.schemas';
import { bookingEventSchema } from './booking-event.schemas';
import { BOOKING_STATUSES, bookedStayFields } from './booking.schemas';
import { BOOKING_SOURCES, MANUAL_PAYMENT_METHODS } from './manual-booking.schemas';
import { bookingReferenceInputSchema } from './booking-reference.schema';
import { recordedPaymentSchema } from './recorded-payment.schemas';

/**
 * The owner's views of the bookings, in the order a host thinks: tabs in the admin panel, ?filter= over REST
 * ('all' is every booking). Each has its own order (the server's `viewOrder`): upcoming by arrival, soonest
 * first; in house by departure; past and cancelled most recent first; holds and all newest first.
 */
export const BOOKING_LIST_FILTERS = ['upcoming', 'in-house', 'past', 'holds', 'cancelled', 'all'] as const;
export type BookingListFilter = (typeof BOOKING_LIST_FILTERS)[number];

export const BOOKING_PAGE_SIZE = 25;


/**
 * Which bookings: a tab, then optionally words to search (reference, guest name, e-mail or phone, any
 * case), one status, and stay dates (a stay is listed when one of its nights falls from `stayFrom` to
 * `stayTo`, both included). The same fields filter the CSV export.
 */
const bookingQueryFields = {
  filter: z.enum(BOOKING_LIST_FILTERS, { error: 'Choose upcoming, in-house, past, holds, cancelled or all' }).default('upcoming'),
  search: optionalParam(lineText().max(100, 'Search is too long (100 characters at most)')),
  status: optionalParam(z.enum(BOOKING_STATUSES, { error: 'Choose hold, confirmed, cancelled or expired' })),
  stayFrom: optionalParam(isoDateSchema),
  stayTo: optionalParam(isoDateSchema),
};

function stayRangeInOrder(value: { stayFrom?: string; stayTo?: string }): boolean {
  return !value.stayFrom || !value.stayTo || value.stayFrom <= value.stayTo;
}
const STAY_RANGE_ISSUE = { message: 'The last stay date must not be before the first', path: ['stayTo'] };

export const bookingQuerySchema = z.object(bookingQueryFields).refine(stayRangeInOrder, STAY_RANGE_ISSUE);
export type BookingQuery = z.output<typeof bookingQuerySchema>;

/**
 * Columns the owner's list may be sorted by (the server sorts; anything else is refused). Without `sort`
 * the list is in its view's order; with a `sort` and no `direction` it is ascending. Status is not sortable: the
 * stored status and the one shown differ for holds whose time ran out.
 */
export const BOOKING_SORT_COLUMNS = ['reference', 'guestName', 'checkIn', 'nights', 'guests', 'total', 'paid', 'createdAt'] as const;
export type BookingSortColumn = (typeof BOOKING_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const bookingListInputSchema = z
  .object({
    ...bookingQueryFields,
    sort: optionalParam(z.enum(BOOKING_SORT_COLUMNS, { error: `Sort by one of: ${BOOKING_SORT_COLUMNS.join(', ')}` })),
    direction: optionalParam(z.enum(SORT_DIRECTIONS, { error: 'Direction is asc or desc' })),
    page: fromDigits(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There are not that many pages')).default(1),
    pageSize: fromDigits(z.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'At least 1 booking per page').max(100, 'At most 100 bookings per page')).default(BOOKING_PAGE_SIZE),
  })
  .refine(stayRangeInOrder, STAY_RANGE_ISSUE);

/** The filtered list as a CSV file (admin.bookings.exportCsv; GET /api/admin/bookings.csv sends it as text/csv). */
export const csvFileSchema = z.object({ filename: z.string(), csv: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;

/** One row of the owner's table. Money is integer cents, as on every admin read. */
export const adminBookingSummarySchema = z.object({
  /** A hold whose time ran out reads 'expired' even before the sweeper marks it. */
  ...bookedStayFields,
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
  /** 'manual' when the owner recorded it by hand, 'direct' from the site's checkout. */
  source: z.enum(BOOKING_SOURCES),
  /** How a manual booking was paid (or 'due'); null for online payments. */
  paymentMethod: z.enum(MANUAL_PAYMENT_METHODS).nullable(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const bookingListSchema = z.object({
  items: z.array(adminBookingSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof bookingListSchema>;


/** A price line of the quote the guest was shown, in cents (the quote itself keeps the spec's decimal strings). */
export const adminPriceLineSchema = z.object({ label: z.string(), amountCents: z.number().int(), kind: quoteLineSchema.shape.kind });
export type AdminPriceLine = z.infer<typeof adminPriceLineSchema>;

/** Everything the owner may see of one booking. */
export const adminBookingSchema = adminBookingSummarySchema.extend({
  currency: z.string(),
  guestPhone: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  guestMessage: z.string().nullable(),
  policiesAcceptedAt: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** The price lines the guest was shown at hold time. */
  breakdown: z.array(adminPriceLineSchema),
  paymentProvider: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** Why the owner set a manual booking's total by hand; null when the total is the engine's. */
  priceOverrideReason: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What happened to the booking, oldest first. */
  timeline: z.array(bookingEventSchema),
  /** Payments and refunds the owner recorded by hand, oldest first; void ones stay, marked. */
  payments: z.array(recordedPaymentSchema),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The owner cancels a confirmed booking, refunding everything paid or nothing. */
export const ownerCancelInputSchema = z.object({
  reference: bookingReferenceInputSchema.shape.reference,
  refund: z.enum(['full', 'none'], { error: 'Choose a full refund or no refund' }),
});

export const PARTIAL_REFUND_MESSAGES = {
  amount: 'Enter the amount to refund',
  overLimit: 'The refund cannot be more than what was paid less what was already refunded',
  reason: 'Say why you are refunding',
} as const;

/** The owner gives back part of what was paid, with a reason; the booking keeps its status. */
export const partialRefundInputSchema = z.object({
  reference: bookingReferenceInputSchema.shape.reference,
  amountCents: fromDigits(
    z
      .number({ error: PARTIAL_REFUND_MESSAGES.amount })
      .int(PARTIAL_REFUND_MESSAGES.amount)
      .min(1, PARTIAL_REFUND_MESSAGES.amount)
      .max(100_000_000, PARTIAL_REFUND_MESSAGES.overLimit),
  ),
  reason: lineText({ error: PARTIAL_REFUND_MESSAGES.reason }).min(1, PARTIAL_REFUND_MESSAGES.reason).max(500, 'Reason is too long (500 characters at most)'),
});

export const BLACKOUT_MAX_NIGHTS = 366;

/** A blackout the owner sets: nights from start up to, not including, end. */
export const blackoutInputSchema = z
  .object({
    start: isoDateSchema,
    end: isoDateSchema,
    note: multilineText().max(500, 'Note is too long (500 characters at most)').default(''),
  })
  .refine((value) => value.start < value.end, { message: 'End date must be after the start date', path: ['end'] });

export const blackoutSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  nights: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Blackout = z.infer<typeof blackoutSchema>;

/** REST passes ids as path strings, tRPC as numbers: both are accepted. */
export const blackoutIdInputSchema = z.object({
  id: rowIdSchema('Unknown blackout'),
});
