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
});
export type Availability = z.infer<typeof availabilitySchema>;
