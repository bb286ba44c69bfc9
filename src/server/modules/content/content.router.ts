import { z } from 'zod';
import { policySchema, siteInfoSchema } from '../../../shared/property/property.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { getSiteInfo, listPolicies } from './content.service';
import { getSiteTexts } from './site-texts.service';
import { siteTextsSchema } from '../../../shared/content/site-texts.schemas';
import { roleMay } from '../../../shared/auth/permissions';
import { publicPageInput, publicPageSchema } from '../../../shared/pages/pages.schemas';
import { getPublicPage } from '../pages/pages.service';

export const contentRouter = router({
  siteInfo: publicProcedure.output(siteInfoSchema).query(({ ctx }) => getSiteInfo(ctx.em)),
  /** The footer's text and each public page's title and description (Content Management). */
  siteTexts: publicProcedure.output(siteTextsSchema).query(({ ctx }) => getSiteTexts(ctx.em)),
  /**
   * A page's blocks as visitors see them. `draft` is a signed-in admin's preview of the unpublished draft; asked by
   * anyone else it answers the published page, so a shared ?preview=draft link shows nothing unpublished.
   */
  page: publicProcedure
    .input(publicPageInput)
    .output(publicPageSchema)
    .query(({ ctx, input }) => {
      const mayPreview = Boolean(input.draft && ctx.user && !ctx.user.securitySetupRequired && roleMay(ctx.user.role, 'content'));
      return getPublicPage(ctx.em, input.slug, mayPreview);
    }),
  policies: publicProcedure.output(z.array(policySchema)).query(({ ctx }) => listPolicies(ctx.em)),
});
