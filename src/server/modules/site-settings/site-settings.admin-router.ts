import { integrationStatusSchema, siteSettingsSchema } from '../../../shared/settings/site-settings.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { getSiteSettings, integrationStatus, saveSiteSettings } from './site-settings.service';

/** admin.site: Settings → Site (owner only, once the permission table is in). */
export const siteSettingsAdminRouter = router({
  settings: adminProcedure.output(siteSettingsSchema).query(({ ctx }) => getSiteSettings(ctx.em)),
  update: adminProcedure
    .input(siteSettingsSchema)
    .output(siteSettingsSchema)
    .mutation(({ ctx, input }) => saveSiteSettings(ctx.em, input)),
  integrations: adminProcedure.output(integrationStatusSchema).query(({ ctx }) => integrationStatus(ctx.em, ctx.config)),
});
