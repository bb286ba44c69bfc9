import { z } from 'zod';
import { stayDateSchema } from '../lib/iso-date.schema';

/** Longest window one call may ask for: the widget asks ~8 months at a time. */
export const MAX_AVAILABILITY_WINDOW_DAYS = 800;

export const availabilityInputSchema = z
  .object({ start: stayDateSchema, end: stayDateSchema })
  .refine((value) => value.start <= value.end, { message: 'start must be on or before end', path: ['end'] });
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const availabilitySchema = z.object({
  start: z.string(),
  end: z.string(),
  availability: z.object({ blocked_dates: z.array(z.object({ date: z.string() })) }),
  /** The house's minimum stay and the seasons in this window that set their own, so the calendar can tell before a quote does. */
  minimumStay: z.object({
    defaultNights: z.number().int(),
    seasons: z.array(z.object({ start: z.string(), end: z.string(), nights: z.number().int() })),
  }),
});
export type Availability = z.infer<typeof availabilitySchema>;
