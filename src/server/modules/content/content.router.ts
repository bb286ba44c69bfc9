import { z } from 'zod';
import { policySchema, siteInfoSchema } from '../../../shared/property/property.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { getSiteInfo, listPolicies } from './content.service';
import { getSiteTexts } from './site-texts.service';
import { siteTextsSchema } from '../../../shared/content/site-texts.schemas';

export const contentRouter = router({
  siteInfo: publicProcedure.output(siteInfoSchema).query(({ ctx }) => getSiteInfo(ctx.em)),
  /** The footer's text and each public page's title and description (Content Management). */
  siteTexts: publicProcedure.output(siteTextsSchema).query(({ ctx }) => getSiteTexts(ctx.em)),
  policies: publicProcedure.output(z.array(policySchema)).query(({ ctx }) => listPolicies(ctx.em)),
});
