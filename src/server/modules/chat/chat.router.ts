import {
  chatHistoryInputSchema,
  chatHistoryResultSchema,
  chatResumeInputSchema,
  chatSendInputSchema,
  chatSendResultSchema,
  chatStartInputSchema,
  chatStartResultSchema,
  chatSubscriptionInputSchema,
} from '../../../shared/chat/chat.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { AppError } from '../../../shared/lib/app-error';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { conversationFromCookie, conversationFromLinkToken, rememberConversation } from './chat-identity';
import { followMessages, openChatStream } from './chat-stream';
import { chatClientHash } from './chat-client';
import { findConversation, guestView, markGuestRead, messagesAfter, sendGuestMessage, startConversation } from './chat.service';

// The server's derived secret; the chat's own signing purposes keep its values apart from booking links.
const secretOf = (ctx: Context) => ctx.config.bookingLinkSecret;

/** Every guest call finds its conversation here, from the signed cookie and nothing else. */
const visitorConversation = (ctx: Context) => conversationFromCookie(ctx.cookies, secretOf(ctx));

function requireConversation(ctx: Context): string {
  const id = visitorConversation(ctx);
  if (!id) throw new AppError('NOT_FOUND', 'No conversation here yet. Write a first message to start one.');
  return id;
}

export const chatRouter = router({
  /** The first message: opens the conversation and sets the cookie that names it (or continues this browser's). */
  start: publicProcedure
    .input(chatStartInputSchema)
    .output(chatStartResultSchema)
    .mutation(async ({ ctx, input }) => {
      const existing = await findConversation(ctx.em, visitorConversation(ctx));
      if (existing) {
        const result = await sendGuestMessage(ctx.em, existing.id, { body: input.message, clientId: input.clientId }, ctx.config.rateLimits?.tiers.chatMessage);
        return { ...result, conversationId: existing.id };
      }
      const started = await startConversation(ctx.em, input, chatClientHash(secretOf(ctx), ctx.clientKey));
      if (started.stored) rememberConversation(ctx.cookies, secretOf(ctx), started.conversationId);
      return { ...started.result, conversationId: started.conversationId };
    }),
  /** Idempotent by clientId: a retry after a lost answer returns the stored message, never a second one. */
  send: publicProcedure
    .input(chatSendInputSchema)
    .output(chatSendResultSchema)
    .mutation(({ ctx, input }) => sendGuestMessage(ctx.em, requireConversation(ctx), input, ctx.config.rateLimits?.tiers.chatMessage)),
  /** The conversation (messages after `after` when given), or null when this browser has none. */
  history: publicProcedure
    .input(chatHistoryInputSchema)
    .output(chatHistoryResultSchema)
    .query(async ({ ctx, input }) => {
      const id = visitorConversation(ctx);
      return id ? guestView(ctx.em, id, input.after) : null;
    }),
  markRead: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await markGuestRead(ctx.em, requireConversation(ctx));
    return OK;
  }),
  /** Opens the e-mailed link on any device: sets this browser's cookie to the link's conversation. */
  resume: publicProcedure
    .input(chatResumeInputSchema)
    .output(chatHistoryResultSchema.unwrap())
    .mutation(async ({ ctx, input }) => {
      const id = conversationFromLinkToken(secretOf(ctx), input.token);
      const view = id ? await guestView(ctx.em, id) : null;
      if (!id || !view) throw new AppError('NOT_FOUND', 'This chat link is not valid any more.');
      rememberConversation(ctx.cookies, secretOf(ctx), id);
      return view;
    }),
  /** This browser's conversation, live: every message after lastEventId, then each new one. */
  onMessage: publicProcedure.input(chatSubscriptionInputSchema).subscription(async ({ ctx, input, signal }) => {
    const id = requireConversation(ctx);
    // While open, every process knows the guest is here (no e-mail for the host's replies); capped per conversation, client and process.
    return openChatStream(
      ctx,
      { kind: 'guest', conversationId: id },
      signal,
      followMessages({
        hub: ctx.config.chatHub,
        topic: id,
        cursor: input.lastEventId ?? '0',
        signal,
        read: (cursor) => messagesAfter(ctx.em.fork(), id, cursor),
      }),
    );
  }),
});
