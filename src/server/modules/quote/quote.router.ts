import { quoteInputSchema, quoteSchema } from '../../../shared/quote/quote.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { keptNightAnswer } from '../availability/kept-night-answers';
import { quoteStay } from './quote.service';

export const quoteRouter = router({
  // Kept by its inputs until the nights or prices change, unless it names a coupon (checked per guest).
  get: publicProcedure
    .input(quoteInputSchema)
    .output(quoteSchema)
    .query(({ ctx, input }) => {
      const now = new Date();
      const quote = () => quoteStay(ctx.em, input, now, ctx.clientKey);
      return input.coupon ? quote() : keptNightAnswer(ctx.config.nightAnswers, ctx.em, 'quote', input, now, quote);
    }),
});
