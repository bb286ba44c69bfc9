import { quoteInputSchema, quoteSchema } from '../../../shared/quote/quote.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { keepsQuote, keptNightAnswer } from '../availability/kept-night-answers';
import { quoteStay } from './quote.service';

export const quoteRouter = router({
  // Kept by its inputs until the nights or prices change (kept-night-answers.ts).
  get: publicProcedure
    .input(quoteInputSchema)
    .output(quoteSchema)
    .query(({ ctx, input }) => {
      const now = new Date();
      const quote = () => quoteStay(ctx.em, input, now, ctx.clientKey);
      return keepsQuote(input) ? keptNightAnswer(ctx.config.nightAnswers, ctx.em, 'quote', input, now, quote) : quote();
    }),
});
