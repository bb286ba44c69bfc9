import { z } from 'zod';
import { quoteInputSchema, quoteSchema } from '../quote/quote.schemas';

/** A hold asks for the same things as a quote: dates and guests. */
export const holdInputSchema = quoteInputSchema;

export const holdSchema = z.object({
  holdId: z.string(),
  reference: z.string(),
  expiresAt: z.string(),
  quote: quoteSchema,
});
export type Hold = z.infer<typeof holdSchema>;

export const BOOKING_STATUSES = ['hold', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What every view of a booking (the guest's page, the owner's table) starts with. */
export const bookedStayFields = {
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  pets: z.number().int(),
};
