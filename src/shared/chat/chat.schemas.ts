import { z } from 'zod';
import { emailAddressSchema } from '../lib/email';
import { lineText, multilineText } from '../lib/text.schema';
import { CHAT_LINK_TOKEN_MAX, CHAT_MESSAGE_MAX } from './chat.rules';

/** A message id: the bigserial as a decimal string (it outgrows a JS number's safe range), also the resume cursor. */
export const chatMessageIdSchema = z.string().regex(/^\d{1,18}$/, 'Not a message id');

export const chatBodySchema = multilineText({ error: 'Write a message' })
  .min(1, 'Write a message')
  .max(CHAT_MESSAGE_MAX, `Message is too long (${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters at most)`);

/** The browser's own id for one message, so a retry after a lost answer never stores it twice. */
export const chatClientIdSchema = z.string({ error: 'Missing client id' }).regex(/^[\w-]{8,64}$/, 'Not a valid client id');

export const chatStartInputSchema = z.object({
  name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name is too long'),
  email: emailAddressSchema,
  message: chatBodySchema,
  /** Honeypot: hidden from people, filled in by bots. */
  website: lineText().max(200).optional(),
  clientId: chatClientIdSchema,
});

export const chatSendInputSchema = z.object({ body: chatBodySchema, clientId: chatClientIdSchema });

export const chatHistoryInputSchema = z.object({ after: chatMessageIdSchema.optional() });

export const chatResumeInputSchema = z.object({ token: lineText({ error: 'Missing link' }).min(1, 'Missing link').max(CHAT_LINK_TOKEN_MAX, 'Not a valid link') });

/** tRPC's httpSubscriptionLink fills lastEventId in on a reconnect; absent on the first connection. */
export const chatSubscriptionInputSchema = z.object({ lastEventId: chatMessageIdSchema.nullish() });

export const CHAT_AUTHORS = ['guest', 'host'] as const;
export const CHAT_STATUSES = ['open', 'resolved', 'blocked'] as const;

export const chatMessageSchema = z.object({
  id: chatMessageIdSchema,
  conversationId: z.string(),
  author: z.enum(CHAT_AUTHORS),
  body: z.string(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});

/** What the guest sees of their conversation: never the host's notes, never other conversations. */
export const chatGuestViewSchema = z.object({
  conversationId: z.string(),
  name: z.string(),
  messages: z.array(chatMessageSchema),
  /** Replies from the host after the guest's last markRead. */
  unread: z.number().int(),
});

/** A blocked conversation's guest gets a neutral notice and nothing reaches the host. */
export const chatSendResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sent'), message: chatMessageSchema }),
  z.object({ status: z.literal('closed'), notice: z.string() }),
]);

export const chatStartResultSchema = chatSendResultSchema.and(z.object({ conversationId: z.string() }));

/** The guest's view, or null when this browser has no conversation yet. */
export const chatHistoryResultSchema = chatGuestViewSchema.nullable();

export const CHAT_FILTERS = ['open', 'held', 'resolved', 'blocked', 'all'] as const;

export const chatListInputSchema = z.object({
  filter: z.enum(CHAT_FILTERS, { error: 'Choose a filter' }).default('open'),
  search: lineText().max(200, 'Search is too long').optional(),
  page: z.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).default(1),
});

export const chatConversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** A blocked conversation's block on new chats from its e-mail address and client: until when (an instant), null when none is in force. */
  blockedUntil: z.string().nullable(),
  heldForReview: z.boolean(),
  /** Whether the visitor proved the e-mail address (the e-mailed link, or their booking page); anyone may type any address. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Guest messages the host has not read. */
  unread: z.number().int(),
  /** The newest message, shortened for the list. */
  preview: z.string(),
});

export const chatListResultSchema = z.object({
  conversations: z.array(chatConversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const chatConversationIdInputSchema = z.object({ conversationId: z.uuid({ error: 'Not a conversation id' }) });

export const chatGuestBookingSchema = z.object({
  reference: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
});

export const chatConversationDetailSchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** The guest's bookings, matched by e-mail address: only once the address is confirmed, else none. */
  bookings: z.array(chatGuestBookingSchema),
  /** The booking whose page the chat was opened from. */
  bookingReference: z.string().nullable(),
});

export const chatReplyInputSchema = chatConversationIdInputSchema.extend({ body: chatBodySchema, clientId: chatClientIdSchema });

export const chatUnreadCountSchema = z.object({ conversations: z.number().int(), messages: z.number().int() });

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatGuestView = z.infer<typeof chatGuestViewSchema>;
export type ChatSendResult = z.infer<typeof chatSendResultSchema>;
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export type ChatListInput = z.infer<typeof chatListInputSchema>;
export type ChatListResult = z.infer<typeof chatListResultSchema>;
export type ChatConversationDetail = z.infer<typeof chatConversationDetailSchema>;
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;
