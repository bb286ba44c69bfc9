import { z } from 'zod';
import { lineText } from '../lib/text.schema';

/** One booking, by the reference its guest was given. */
export const bookingReferenceInputSchema = z.object({
  reference: lineText({ error: 'Booking reference is required' })
    .toUpperCase()
    .regex(/^KB-[A-Z0-9]{6}$/, 'A booking reference looks like KB-7QX4M2'),
});
