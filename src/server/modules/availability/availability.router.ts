import { availabilityInputSchema, availabilitySchema } from '../../../shared/availability/availability.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { mergedAvailability } from './availability.service';

export const availabilityRouter = router({
  merged: publicProcedure
    .input(availabilityInputSchema)
    .output(availabilitySchema)
    .query(({ ctx, input }) => mergedAvailability(ctx.em, input)),
});
