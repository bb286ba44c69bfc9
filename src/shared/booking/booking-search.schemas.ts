import { z } from 'zod';
import { isoDateSchema } from '../lib/iso-date.schema';
import { lineText } from '../lib/text.schema';
import { adminBookingSummarySchema } from './booking-admin.schemas';

/** What the owner typed in the command palette: words of a booking, or a date ('Dec 20', '2026-12-20', 'December'). */
export const bookingSearchInputSchema = z.object({
  query: lineText({ error: 'Type what to search for' }).min(2, 'Type at least 2 characters').max(100, 'Search is too long (100 characters at most)'),
});

/** The date the server read in the query (parseDateQuery with the house's today), so the palette names it. */
const dateQuerySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('night'), night: isoDateSchema }),
  z.object({ kind: z.literal('month'), month: z.string().regex(/^\d{4}-\d{2}$/) }),
]);

/**
 * `staying`: when the query is a date, the stays holding a night of it (confirmed or on hold), in arrival
 * order; `matching`: bookings whose reference, guest name, e-mail or phone contain the words, newest first,
 * without those already staying ('May' is a month and a name).
 */
export const bookingSearchSchema = z.object({
  date: dateQuerySchema.nullable(),
  staying: z.array(adminBookingSummarySchema),
  matching: z.array(adminBookingSummarySchema),
});
export type BookingSearch = z.infer<typeof bookingSearchSchema>;
