import { z } from 'zod';
import { savedReplyIdInputSchema, savedReplyInputSchema, savedReplySchema } from '../../../shared/chat/chat-saved-replies.schemas';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import { adminProcedure, router } from '../../trpc/init';
import { listSavedReplies, removeSavedReply, saveSavedReply } from './chat-saved-replies.service';

/** The host's saved replies, kept in the settings store (one document), shared by every admin. */
export const chatSavedRepliesAdminRouter = router({
  list: adminProcedure.output(z.array(savedReplySchema)).query(({ ctx }) => listSavedReplies(ctx.em)),
  save: adminProcedure
    .input(savedReplyInputSchema)
    .output(savedReplySchema)
    .mutation(({ ctx, input }) => saveSavedReply(ctx.em, input)),
  remove: adminProcedure
    .input(savedReplyIdInputSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeSavedReply(ctx.em, input.id);
      return OK;
    }),
});
