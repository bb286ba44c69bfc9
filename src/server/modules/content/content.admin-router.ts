import { chatHostInputSchema, chatHostSchema } from '../../../shared/property/property.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { getSiteInfo, saveChatHost } from './content.service';

/** admin.content: the parts of site info the owner edits in Admin → Settings (the chat host so far). */
export const contentAdminRouter = router({
  chatHost: adminProcedure.output(chatHostSchema).query(async ({ ctx }) => (await getSiteInfo(ctx.em)).host),
  updateChatHost: adminProcedure
    .input(chatHostInputSchema)
    .output(chatHostSchema)
    .mutation(({ ctx, input }) => saveChatHost(ctx.em, input)),
});
