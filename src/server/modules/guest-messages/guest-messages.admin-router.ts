import { z } from 'zod';
import { guestMessageRulesSchema, houseAccessSchema, upcomingMessageSchema } from '../../../shared/emails/guest-messages.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { resyncAllGuestMessages } from './guest-messages.schedule';
import { loadHouseAccess, loadRules, saveHouseAccess, saveRules, upcomingMessages } from './guest-messages.settings';

/**
 * admin.guestMessages: Emails → Automation (decision 048). Staff read the rules and the schedule ('emails');
 * the owner changes the rules and alone reads or edits the house access ('emails.automation').
 */
export const guestMessagesAdminRouter = router({
  rules: adminProcedure.output(guestMessageRulesSchema).query(({ ctx }) => loadRules(ctx.em)),
  saveRules: adminProcedure
    .input(guestMessageRulesSchema)
    .output(guestMessageRulesSchema)
    .mutation(async ({ ctx, input }) => {
      await saveRules(ctx.em, input);
      // Every message not yet sent follows the new timing in the same transaction.
      await resyncAllGuestMessages(ctx.em);
      return loadRules(ctx.em);
    }),
  houseAccess: adminProcedure.output(houseAccessSchema).query(({ ctx }) => loadHouseAccess(ctx.em)),
  saveHouseAccess: adminProcedure
    .input(houseAccessSchema)
    .output(houseAccessSchema)
    .mutation(({ ctx, input }) => saveHouseAccess(ctx.em, input)),
  upcoming: adminProcedure.output(z.array(upcomingMessageSchema)).query(({ ctx }) => upcomingMessages(ctx.em)),
});
