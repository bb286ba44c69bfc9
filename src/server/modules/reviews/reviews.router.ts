import { z } from 'zod';
import { guestReviewInputSchema, guestReviewResultSchema, reviewLinkInputSchema, reviewLinkStateSchema } from '../../../shared/reviews/guest-review.schemas';
import { publicReviewSchema, reviewSummarySchema } from '../../../shared/reviews/reviews.schemas';
import { publicProcedure, router } from '../../trpc/init';
import { reviewLinkState, submitGuestReview } from './guest-review.service';
import { listPublicReviews, reviewSummary } from './reviews.service';

export const reviewsRouter = router({
  public: publicProcedure.output(z.array(publicReviewSchema)).query(({ ctx }) => listPublicReviews(ctx.em)),
  summary: publicProcedure.output(reviewSummarySchema).query(({ ctx }) => reviewSummary(ctx.em)),
  /** The review form's link, as the page shows it: open, or why not (the token is the proof; no sign-in). */
  linkState: publicProcedure.input(reviewLinkInputSchema).output(reviewLinkStateSchema).query(({ ctx, input }) => reviewLinkState(ctx.em, ctx.config, input)),
  /** The one way to write a review from outside: a stay's own signed link, once (rate-limited per client, tier 'review'). */
  submit: publicProcedure
    .input(guestReviewInputSchema)
    .output(guestReviewResultSchema)
    .mutation(({ ctx, input: { reference, token, ...review } }) => submitGuestReview(ctx.em, ctx.config, { reference, token }, review)),
});
