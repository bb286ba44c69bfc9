import { z } from 'zod';
import { BOOKING_EVENT_KINDS } from '../booking/booking-event.schemas';
import { chatMessageIdSchema, chatMessageSchema } from '../chat/chat.schemas';

/**
 * The admin's one live stream (admin.live.onEvent): a browser tab opens one, whatever screen it shows.
 * `inbox` says the chat screen is open, so the host counts as present and guests' messages wait a few
 * minutes before the host is e-mailed; elsewhere the tab still hears everything but is not "in the inbox".
 */
export const adminLiveInputSchema = z.object({
  lastEventId: chatMessageIdSchema.nullish(),
  inbox: z.boolean().default(false),
});

/** A guest's or the host's chat message, as the inbox shows it (sent with its id, from which a reconnect resumes). */
const chatEventSchema = chatMessageSchema.extend({ type: z.literal('chat') });

/** A line added to a booking's timeline: a new online booking, a cancellation, a payment… */
const bookingEventSchema = z.object({
  type: z.literal('booking'),
  reference: z.string(),
  guestName: z.string(),
  kind: z.enum(BOOKING_EVENT_KINDS),
  /** Made by the guest or the server (a checkout, a late payment), not by someone in the admin. */
  fromOutside: z.boolean(),
});

/** A message sent through the contact form. */
const contactEventSchema = z.object({ type: z.literal('contact'), name: z.string() });

export const adminLiveEventSchema = z.discriminatedUnion('type', [chatEventSchema, bookingEventSchema, contactEventSchema]);
export type AdminLiveEvent = z.infer<typeof adminLiveEventSchema>;
