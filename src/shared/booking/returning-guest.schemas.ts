import { z } from 'zod';
import { lineText } from '../lib/text.schema';

/** What the owner types to find a guest who stayed or booked before: part of a name or an e-mail address. */
export const returningGuestQuerySchema = z.object({
  query: lineText().min(2, 'Type at least 2 letters of a name or an e-mail address').max(100, 'Type at most 100 characters'),
});

/** A guest known from earlier bookings (one per e-mail address), with the details of their latest booking. */
export const returningGuestSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Confirmed or cancelled bookings under this address. */
  bookings: z.number().int(),
  /** The check-in of their latest booking (a Honolulu date). */
  lastCheckIn: z.string(),
});
export type ReturningGuest = z.infer<typeof returningGuestSchema>;
