import { z } from 'zod';
import { isoDateSchema } from '../lib/iso-date.schema';
import { fromDigits, rowIdSchema } from '../lib/number.schema';
import { lineText, multilineText } from '../lib/text.schema';
import { quoteLineSchema } from '../quote/quote.schemas';
import { bookedStayFields } from './booking.schemas';

/** The owner's views of the bookings: tabs in the admin panel, ?filter= over REST. */
export const BOOKING_LIST_FILTERS = ['upcoming', 'past', 'holds', 'cancelled'] as const;
export type BookingListFilter = (typeof BOOKING_LIST_FILTERS)[number];

export const BOOKING_PAGE_SIZE = 25;

export const bookingListInputSchema = z.object({
  filter: z.enum(BOOKING_LIST_FILTERS, { error: 'Choose upcoming, past, holds or cancelled' }).default('upcoming'),
  page: fromDigits(z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'There are not that many pages')).default(1),
  pageSize: fromDigits(z.number({ error: 'Page size must be a number' }).int('Page size must be a whole number').min(1, 'At least 1 booking per page').max(100, 'At most 100 bookings per page')).default(BOOKING_PAGE_SIZE),
});

/** One row of the owner's table. Amounts are decimal dollar strings made from cents. */
export const adminBookingSummarySchema = z.object({
  /** A hold whose time ran out reads 'expired' even before the sweeper marks it. */
  ...bookedStayFields,
  guestName: z.string().nullable(),
  guestEmail: z.string().nullable(),
  total: z.string(),
  paid: z.string(),
  refunded: z.string(),
  createdAt: z.string(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const bookingListSchema = z.object({
  items: z.array(adminBookingSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

export const bookingReferenceInputSchema = z.object({
  reference: lineText({ error: 'Booking reference is required' })
    .toUpperCase()
    .regex(/^KB-[A-Z0-9]{6}$/, 'A booking reference looks like KB-7QX4M2'),
});

/** Everything the owner may see of one booking. */
export const adminBookingSchema = adminBookingSummarySchema.extend({
  currency: z.string(),
  guestPhone: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  guestMessage: z.string().nullable(),
  policiesAcceptedAt: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** The price lines the guest was shown at hold time. */
  breakdown: z.array(quoteLineSchema),
  paymentProvider: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The owner cancels a confirmed booking, refunding everything paid or nothing. */
export const ownerCancelInputSchema = z.object({
  reference: bookingReferenceInputSchema.shape.reference,
  refund: z.enum(['full', 'none'], { error: 'Choose a full refund or no refund' }),
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
