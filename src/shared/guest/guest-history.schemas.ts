import { z } from 'zod';
import { contactReplySchema } from '../contact/contact.schemas';
import { emailAddressSchema } from '../lib/email';

/** One guest is one e-mail address, in any case (?email= over REST). */
export const guestHistoryInputSchema = z.object({ email: emailAddressSchema });

const bookingItemSchema = z.object({
  kind: z.literal('booking'),
  /** When the booking was made (ISO): the history's order. */
  at: z.string(),
  reference: z.string(),
  guestName: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
});

const contactItemSchema = z.object({
  kind: z.literal('contact'),
  /** When the guest wrote (ISO). */
  at: z.string(),
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  answeredAt: z.string().nullable(),
  replies: z.array(contactReplySchema),
});

const chatItemSchema = z.object({
  kind: z.literal('chat'),
  /** When the conversation started (ISO). */
  at: z.string(),
  id: z.string(),
  name: z.string(),
  status: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int(),
});

export const guestHistoryItemSchema = z.discriminatedUnion('kind', [bookingItemSchema, contactItemSchema, chatItemSchema]);
export type GuestHistoryItem = z.infer<typeof guestHistoryItemSchema>;

/**
 * Everything one address did, oldest first: bookings, contact messages with their replies, and the chats whose
 * e-mail the visitor proved. A chat under the address that was never confirmed is only counted, never joined:
 * anyone may type anyone's address into the chat (probe G4).
 */
export const guestHistorySchema = z.object({
  email: z.string(),
  items: z.array(guestHistoryItemSchema),
  unconfirmedChats: z.number().int(),
});
export type GuestHistory = z.infer<typeof guestHistorySchema>;
