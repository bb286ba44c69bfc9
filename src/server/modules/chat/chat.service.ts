import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { CHAT_CLOSED_NOTICE, CHAT_MAX_LINKS_IN_FIRST_MESSAGE, countLinks } from '../../../shared/chat/chat.rules';
import type { ChatGuestView, ChatMessage, ChatSendResult } from '../../../shared/chat/chat.schemas';
import { hitLimit, type LimitRule } from '../../platform/rate-limit/rate-limit.service';
import { canTransition } from '../../../shared/chat/chat-status';
import { newChatRefused, recordConversationClient } from './chat-block.service';
import { applyTransition, conversationWithEmail, findConversation, insertConversation, markReadUpTo, setLastMessageAt } from './chat-conversation.queries';
import {
  conversationsWithGuestClientId,
  countAfter,
  inboxMessagesAfter as inboxMessagesAfterIn,
  insertMessageOnce,
  messageByClientId,
  messagesAfter as messagesAfterIn,
  newestMessageIdOf,
  notifyMessage,
  toChatMessage,
} from './chat-message.queries';

/** The most one read answers; a subscriber reads again at once when a page comes back full. */
export const CHAT_PAGE = 200;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'No conversation here yet. Write a first message to start one.');

/**
 * Stores one message unless this conversation already has the browser's `clientId`
 * (a retry after a lost answer), and announces it on commit: pg_notify inside the
 * caller's transaction fires only when the message is there to be read.
 */
async function storeMessage(
  em: EntityManager,
  message: { conversationId: string; author: 'guest' | 'host'; authorUserId: string | null; body: string; clientId: string },
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const row = await insertMessageOnce(em, message);
  if (!row) return { message: toChatMessage((await messageByClientId(em, message.conversationId, message.clientId))!), isNew: false };
  await setLastMessageAt(em, message.conversationId, row.createdAt);
  await notifyMessage(em, message.conversationId, row.id);
  return { message: toChatMessage(row), isNew: true };
}

type Started = { conversationId: string; stored: boolean; result: ChatSendResult };

/**
 * A visitor's first message opens a conversation. A bot that filled the honeypot gets
 * an answer shaped like success, and nothing is stored. A retry of the same first
 * message (same clientId and e-mail) answers the conversation it already made.
 */
export async function startConversation(
  em: EntityManager,
  input: { name: string; email: string; message: string; website?: string | undefined; clientId: string },
  perConversationLimit: Omit<LimitRule, 'key'>,
  /** The caller's client (chatClientHash), so a block can reach its next conversation; absent for callers inside the server. */
  clientHash?: string,
): Promise<Started> {
  if (input.website) {
    const conversationId = randomUUID();
    const now = new Date().toISOString();
    const message: ChatMessage = { id: '1', conversationId, author: 'guest', body: input.message, clientId: input.clientId, createdAt: now };
    return { conversationId, stored: false, result: { status: 'sent', message } };
  }
  const retried = await conversationWithEmail(em, await conversationsWithGuestClientId(em, input.clientId), input.email);
  if (retried) return { conversationId: retried, stored: true, result: await sendGuestMessage(em, retried, { body: input.message, clientId: input.clientId }, perConversationLimit) };
  // A blocked visitor's new conversation: the blocked conversation's neutral notice, nothing stored, no cookie.
  if (await newChatRefused(em, { email: input.email, clientHash })) return { conversationId: randomUUID(), stored: false, result: { status: 'closed', notice: CHAT_CLOSED_NOTICE } };
  const held = countLinks(input.message) > CHAT_MAX_LINKS_IN_FIRST_MESSAGE;
  const conversationId = await insertConversation(em, { visitorName: input.name, visitorEmail: input.email, heldForReview: held });
  if (clientHash) await recordConversationClient(em, conversationId, clientHash);
  const stored = await storeMessage(em, { conversationId, author: 'guest', authorUserId: null, body: input.message, clientId: input.clientId });
  return { conversationId, stored: true, result: { status: 'sent', message: stored.message } };
}

/**
 * chat.start: a browser that already has a conversation (its cookie) continues it, under the per-conversation limit;
 * any other starts one. `remember` says the caller should set the cookie naming the new conversation.
 */
export async function startOrContinue(
  em: EntityManager,
  input: Parameters<typeof startConversation>[1],
  visitor: { conversationId: string | null; clientHash: string },
  perConversationLimit: Omit<LimitRule, 'key'>,
): Promise<Started & { remember: boolean }> {
  const existing = await findConversation(em, visitor.conversationId);
  if (existing) {
    const result = await sendGuestMessage(em, existing.id, { body: input.message, clientId: input.clientId }, perConversationLimit);
    return { conversationId: existing.id, stored: true, result, remember: false };
  }
  const started = await startConversation(em, input, perConversationLimit, visitor.clientHash);
  return { ...started, remember: started.stored };
}

/**
 * A guest's message. A blocked conversation answers a neutral notice and stores
 * nothing, so nothing reaches the host; a resolved one opens again.
 */
export async function sendGuestMessage(
  em: EntityManager,
  conversationId: string,
  input: { body: string; clientId: string },
  perConversationLimit: Omit<LimitRule, 'key'>,
): Promise<ChatSendResult> {
  const conversation = await findConversation(em, conversationId);
  if (!conversation) throw NOT_FOUND();
  if (conversation.status === 'blocked') return { status: 'closed', notice: CHAT_CLOSED_NOTICE };
  const outcome = await hitLimit(em, { key: `chatConversation:${conversationId}`, ...perConversationLimit });
  if (!outcome.allowed) throw new AppError('TOO_MANY_REQUESTS', 'Too many messages at once. Please wait a few minutes and try again.');
  const { message, isNew } = await storeMessage(em, { conversationId, author: 'guest', authorUserId: null, body: input.body, clientId: input.clientId });
  if (isNew && canTransition('guestWrites', conversation)) await applyTransition(em, conversationId, 'guestWrites');
  return { status: 'sent', message };
}

/** A host's reply; the same idempotency by clientId as the guest's. */
export async function replyAsHost(
  em: EntityManager,
  input: { conversationId: string; body: string; clientId: string; userId: string },
): Promise<ChatMessage> {
  const conversation = await findConversation(em, input.conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', 'That conversation no longer exists.');
  const { message } = await storeMessage(em, {
    conversationId: input.conversationId,
    author: 'host',
    authorUserId: input.userId,
    body: input.body,
    clientId: input.clientId,
  });
  // Replying reads everything before the reply.
  await markHostRead(em, input.conversationId);
  return message;
}

/** Messages of one conversation after `cursor` (a message id), oldest first. */
export const messagesAfter = (em: EntityManager, conversationId: string, cursor: string, limit = CHAT_PAGE) => messagesAfterIn(em, conversationId, cursor, limit);

/** Messages of every conversation in the inbox after `cursor`: none from conversations held for review or blocked. */
export const inboxMessagesAfter = (em: EntityManager, cursor: string, limit = CHAT_PAGE) => inboxMessagesAfterIn(em, cursor, limit);

export async function guestView(em: EntityManager, conversationId: string, after = '0'): Promise<ChatGuestView | null> {
  const conversation = await findConversation(em, conversationId);
  if (!conversation) return null;
  const messages = await messagesAfter(em, conversationId, after, 1000);
  const unread = await countAfter(em, conversationId, 'host', conversation.guestReadUpTo);
  return { conversationId, name: conversation.visitorName, messages, unread };
}

export async function markGuestRead(em: EntityManager, conversationId: string): Promise<void> {
  await markReadUpTo(em, conversationId, 'guest', await newestMessageIdOf(em, conversationId, 'host'));
}

export async function markHostRead(em: EntityManager, conversationId: string): Promise<void> {
  await markReadUpTo(em, conversationId, 'host', await newestMessageIdOf(em, conversationId, 'guest'));
}
