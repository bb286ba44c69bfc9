import { z } from 'zod';
import { bookingAccessSchema } from '../booking/checkout.schemas';
import { chatBodySchema, chatClientIdSchema, chatGuestViewSchema } from './chat.schemas';

// The guest's booking page opens the chat with its own proof, the booking's reference and signed token
// (apart from chat.schemas.ts, so the chat panel's chunk does not carry the booking schemas).

export const chatStartFromBookingInputSchema = bookingAccessSchema.extend({ message: chatBodySchema, clientId: chatClientIdSchema });

/** The booking's conversation (null before its first message) and the name the guest writes under. */
export const chatFromBookingResultSchema = z.object({ view: chatGuestViewSchema.nullable(), guestName: z.string() });
