import {
  chatConversationDetailSchema,
  chatConversationIdInputSchema,
  chatConversationSchema,
  chatListInputSchema,
  chatListResultSchema,
  chatMessageSchema,
  chatReplyInputSchema,
  chatUnreadCountSchema,
} from '../../../shared/chat/chat.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { chatSavedRepliesAdminRouter } from './chat-saved-replies.admin-router';
import { endLinks } from './chat-identity.service';
import { changeConversation, conversationDetail, listConversations, unreadCount } from './chat-admin.service';
import { markHostRead, replyAsHost } from './chat.service';

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
});
