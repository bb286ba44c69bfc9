import { availabilityInputSchema, availabilitySchema } from '../../../shared/availability/availability.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { mergedAvailability } from './availability.service';
import { keptNightAnswer } from './kept-night-answers';

export const availabilityRouter = router({
  merged: publicProcedure
    .input(availabilityInputSchema)
    .output(availabilitySchema)
    .query(({ ctx, input }) => {
      const now = new Date();
      return keptNightAnswer(ctx.config.nightAnswers, ctx.em, 'availability', input, now, () => mergedAvailability(ctx.em, input, now));
    }),
});
