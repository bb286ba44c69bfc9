import { z } from 'zod';

/**
 * What of the site is not live yet, for the owner's banners: payments in demo mode (no card is charged)
 * and e-mail without a mail server (every message waits in the outbox).
 */
export const liveStatusSchema = z.object({
  payments: z.enum(['demo', 'live']),
  email: z.enum(['outbox', 'smtp']),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;
export type MailDelivery = LiveStatus['email'];
