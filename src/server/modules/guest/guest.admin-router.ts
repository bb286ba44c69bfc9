import { guestHistoryInputSchema, guestHistorySchema } from '../../../shared/guest/guest-history.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { guestHistory } from './guest-history.service';

export const guestAdminRouter = router({
  /** One address's bookings, contact messages and confirmed chats, oldest first (?email= over REST). */
  history: adminProcedure
    .input(guestHistoryInputSchema)
    .output(guestHistorySchema)
    .query(({ ctx, input }) => guestHistory(ctx.em, input.email)),
});
