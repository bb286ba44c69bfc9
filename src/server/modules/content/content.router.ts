import { z } from 'zod';
import { policySchema, siteInfoSchema } from '../../../shared/property/property.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { getSiteInfo, listPolicies } from './content.service';

export const contentRouter = router({
  siteInfo: publicProcedure.output(siteInfoSchema).query(({ ctx }) => getSiteInfo(ctx.em)),
  policies: publicProcedure.output(z.array(policySchema)).query(({ ctx }) => listPolicies(ctx.em)),
});
