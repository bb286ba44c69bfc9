import { liveStatusSchema } from '../../../shared/setup/live-status.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { liveStatusOf } from './live-status';

export const setupAdminRouter = router({
  /** What is not live yet (demo payments, e-mail kept in the outbox), for the banners on every admin screen. */
  status: adminProcedure.output(liveStatusSchema).query(({ ctx }) => liveStatusOf(ctx.config)),
});
