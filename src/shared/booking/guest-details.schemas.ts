import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
import { lineText, multilineText } from '../lib/text.schema';

/** Estimated arrival: a time of day on the check-in date, or not known yet. */
export const ARRIVAL_TIMES = [
  'Not sure yet',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
  '21:00',
  '22:00',
  'After 22:00',
] as const;

/**
 * The guest details step (/booking/details). The same schema validates the
 * form in the browser and the checkout call on the server.
 */
export const guestDetailsSchema = z.object({
  name: lineText({ error: 'Full name is required' }).min(2, 'Full name is required').max(120, 'Name is too long'),
  email: emailAddressSchema,
  phone: lineText({ error: 'Phone number is required' })
    .min(7, 'Enter a phone number we can reach you on')
    .max(40, 'Phone number is too long')
    .regex(/^\+?[()\d\s.-]+$/, 'Enter a valid phone number'),
  arrivalTime: z.enum(ARRIVAL_TIMES, { error: 'Choose an estimated arrival time' }),
  message: multilineText().max(2000, 'Message is too long (2,000 characters at most)').default(''),
  agreeToPolicies: z.literal(true, { error: 'Please agree to the house rules and cancellation policy' }),
});
