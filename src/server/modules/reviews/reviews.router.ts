import { z } from 'zod';
import { publicReviewSchema, reviewSummarySchema } from '../../../shared/reviews/reviews.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { listPublicReviews, reviewSummary } from './reviews.service';

export const reviewsRouter = router({
  public: publicProcedure.output(z.array(publicReviewSchema)).query(({ ctx }) => listPublicReviews(ctx.em)),
  summary: publicProcedure.output(reviewSummarySchema).query(({ ctx }) => reviewSummary(ctx.em)),
});
