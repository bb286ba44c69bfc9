import {
  chatConversationDetailSchema,
  chatConversationIdInputSchema,
  chatConversationSchema,
  chatListInputSchema,
  chatListResultSchema,
  chatMessageSchema,
  chatReplyInputSchema,
  chatSubscriptionInputSchema,
  chatUnreadCountSchema,
} from '../../../shared/chat/chat.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { ANY_CONVERSATION } from './chat-hub';
import { followMessages, openChatStream } from './chat-stream';
import { chatSavedRepliesAdminRouter } from './chat-saved-replies.admin-router';
import { endLinks } from './chat-identity.service';
import { changeConversation, conversationDetail, listConversations, unreadCount } from './chat-admin.service';
import { inboxMessagesAfter, markHostRead, replyAsHost } from './chat.service';
import { latestMessageId } from './chat-message.queries';

const change = (kind: Parameters<typeof changeConversation>[2]) =>
  adminProcedure
    .input(chatConversationIdInputSchema)
    .output(chatConversationSchema)
    .mutation(({ ctx, input }) => changeConversation(ctx.em, input.conversationId, kind));

export const chatAdminRouter = router({
  list: adminProcedure.input(chatListInputSchema).output(chatListResultSchema).query(({ ctx, input }) => listConversations(ctx.em, input)),
  get: adminProcedure
    .input(chatConversationIdInputSchema)
    .output(chatConversationDetailSchema)
    .query(({ ctx, input }) => conversationDetail(ctx.em, input.conversationId)),
  reply: adminProcedure
    .input(chatReplyInputSchema)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => replyAsHost(ctx.em, { ...input, userId: ctx.user.id })),
  markRead: adminProcedure
    .input(chatConversationIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await markHostRead(ctx.em, input.conversationId);
      return OK;
    }),
  resolve: change('resolve'),
  reopen: change('reopen'),
  /** The guest's later sends get a neutral notice and are neither stored nor shown to the host. */
  block: change('block'),
  unblock: change('unblock'),
  /** A conversation held for review (too many links in its first message) joins the open inbox. */
  release: change('release'),
  /** Ends every chat link e-mailed to this guest so far, and the browsers that came in through one; the next e-mail carries a new link. */
  endLinks: adminProcedure
    .input(chatConversationIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await endLinks(ctx.em, input.conversationId);
      return OK;
    }),
  savedReplies: chatSavedRepliesAdminRouter,
  unreadCount: adminProcedure.output(chatUnreadCountSchema).query(({ ctx }) => unreadCount(ctx.em)),
  /** Every new message in the inbox, live; without lastEventId it starts from now. */
  onEvent: adminProcedure.input(chatSubscriptionInputSchema).subscription(async ({ ctx, input, signal }) => {
    const cursor = input.lastEventId ?? (await latestMessageId(ctx.em));
    const stream = followMessages({ hub: ctx.config.chatHub, topic: ANY_CONVERSATION, cursor, signal, read: (after) => inboxMessagesAfter(ctx.em.fork(), after) });
    // An open inbox, in any process, means the host is here: guests' messages wait a few minutes before an e-mail.
    return openChatStream(ctx, { kind: 'host', accountId: ctx.user.id }, signal, stream);
  }),
});
