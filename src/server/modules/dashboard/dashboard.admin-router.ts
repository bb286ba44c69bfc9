import { dashboardForRole, dashboardSchema } from '../../../shared/dashboard/dashboard.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { dashboard } from './dashboard.service';

/** admin.dashboard: the owner's day at a glance (today in Honolulu), with the reports' own revenue and occupancy. */
export const dashboardAdminRouter = router({
  get: adminProcedure.output(dashboardSchema).query(async ({ ctx }) => dashboardForRole(await dashboard(ctx.em), ctx.user.role)),
});
