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
import { chatFromBookingResultSchema, chatStartFromBookingInputSchema } from '../../../shared/chat/chat-booking.schemas';
import { CHAT_LINK_EXPIRED_NOTICE } from '../../../shared/chat/chat.rules';
import { bookingAccessSchema } from '../../../shared/booking/checkout.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { AppError } from '../../../shared/lib/app-error';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/init';
import { requireBookingAccess } from '../booking/booking-access';
import { identityFromCookie, readChatLink, rememberConversation, rememberFromLink } from './chat-identity';
import { confirmEmail, conversationForBooking, startFromBooking } from './chat-identity.service';
import { linkVersionOf } from './chat-conversation.queries';
import { chatClientHash } from './chat-client';
import { followMessages, openChatStream } from './chat-stream';
import { guestView, markGuestRead, messagesAfter, sendGuestMessage, startOrContinue } from './chat.service';

// The server's derived secret; the chat's own signing purposes keep its values apart from booking links.
const secretOf = (ctx: Context) => ctx.config.signingSecret;

/**
 * Every guest call finds its conversation here, from the signed cookie and nothing else. A browser that came in
 * through an e-mailed link keeps it only while the host has not ended the conversation's links.
 */
async function visitorConversation(ctx: Context): Promise<string | null> {
  const identity = identityFromCookie(ctx.cookies, secretOf(ctx));
  if (!identity) return null;
  if (identity.linkVersion === null) return identity.conversationId;
  return (await linkVersionOf(ctx.em, identity.conversationId)) === identity.linkVersion ? identity.conversationId : null;
}

async function requireConversation(ctx: Context): Promise<string> {
  const id = await visitorConversation(ctx);
  if (!id) throw new AppError('NOT_FOUND', 'No conversation here yet. Write a first message to start one.');
  return id;
}

export const chatRouter = router({
  /** The first message: opens the conversation and sets the cookie that names it (or continues this browser's). */
  start: publicProcedure
    .input(chatStartInputSchema)
    .output(chatStartResultSchema)
    .mutation(async ({ ctx, input }) => {
      const visitor = { conversationId: await visitorConversation(ctx), clientHash: chatClientHash(secretOf(ctx), ctx.clientKey) };
      const started = await startOrContinue(ctx.em, input, visitor, ctx.config.limits.chatMessage);
      if (started.remember) rememberConversation(ctx.cookies, secretOf(ctx), started.conversationId);
      return { ...started.result, conversationId: started.conversationId };
    }),
  /** Idempotent by clientId: a retry after a lost answer returns the stored message, never a second one. */
  send: publicProcedure
    .input(chatSendInputSchema)
    .output(chatSendResultSchema)
    .mutation(async ({ ctx, input }) => sendGuestMessage(ctx.em, await requireConversation(ctx), input, ctx.config.limits.chatMessage)),
  /** The conversation (messages after `after` when given), or null when this browser has none. */
  history: publicProcedure
    .input(chatHistoryInputSchema)
    .output(chatHistoryResultSchema)
    .query(async ({ ctx, input }) => {
      const id = await visitorConversation(ctx);
      return id ? guestView(ctx.em, id, input.after) : null;
    }),
  markRead: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await markGuestRead(ctx.em, await requireConversation(ctx));
    return OK;
  }),
  /**
   * Opens the e-mailed link on any device: sets this browser's cookie to the link's conversation, for the link's
   * remaining life. Opening it proves the e-mail address (the link reached that mailbox).
   */
  resume: publicProcedure
    .input(chatResumeInputSchema)
    .output(chatHistoryResultSchema.unwrap())
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      const reading = readChatLink(secretOf(ctx), input.token, now);
      if (reading.kind === 'expired') throw new AppError('FORBIDDEN', CHAT_LINK_EXPIRED_NOTICE);
      const version = reading.kind === 'valid' ? await linkVersionOf(ctx.em, reading.link.conversationId) : null;
      if (reading.kind !== 'valid' || version === null) throw new AppError('NOT_FOUND', 'This chat link is not valid any more.');
      // A genuine link whose key the host has ended: the guest is told what to do, as for an expired one.
      if (version !== reading.link.version) throw new AppError('FORBIDDEN', CHAT_LINK_EXPIRED_NOTICE);
      await confirmEmail(ctx.em, reading.link.conversationId);
      rememberFromLink(ctx.cookies, secretOf(ctx), reading.link, now);
      return (await guestView(ctx.em, reading.link.conversationId))!;
    }),
  /**
   * The guest's booking page opens the chat: its token proves the booking, so the conversation linked to it (or
   * this browser's own under the booking's e-mail, now linked) is theirs, with the address confirmed.
   */
  openFromBooking: publicProcedure
    .input(bookingAccessSchema)
    .output(chatFromBookingResultSchema)
    .mutation(async ({ ctx, input }) => {
      const booking = await requireBookingAccess(ctx.em, ctx.config, input);
      const id = await conversationForBooking(ctx.em, booking, await visitorConversation(ctx));
      if (id) rememberConversation(ctx.cookies, secretOf(ctx), id);
      return { view: id ? await guestView(ctx.em, id) : null, guestName: booking.guestName ?? '' };
    }),
  /** The first message from the booking page: written under the booking's name and e-mail, already confirmed. */
  startFromBooking: publicProcedure
    .input(chatStartFromBookingInputSchema)
    .output(chatStartResultSchema)
    .mutation(async ({ ctx, input }) => {
      const booking = await requireBookingAccess(ctx.em, ctx.config, input);
      const started = await startFromBooking(ctx.em, booking, input, ctx.config.limits.chatMessage, chatClientHash(secretOf(ctx), ctx.clientKey));
      if (started.stored) rememberConversation(ctx.cookies, secretOf(ctx), started.conversationId);
      return { ...started.result, conversationId: started.conversationId };
    }),
  /** This browser's conversation, live: every message after lastEventId, then each new one. */
  onMessage: publicProcedure.input(chatSubscriptionInputSchema).subscription(async ({ ctx, input, signal }) => {
    const id = await requireConversation(ctx);
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
