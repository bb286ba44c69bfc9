import { quoteInputSchema, quoteSchema } from '../../../shared/quote/quote.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { quoteStay } from './quote.service';

export const quoteRouter = router({
  get: publicProcedure.input(quoteInputSchema).output(quoteSchema).query(({ ctx, input }) => quoteStay(ctx.em, input, new Date(), ctx.clientKey)),
});
