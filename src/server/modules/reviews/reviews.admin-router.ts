import { z } from 'zod';
import { OK, okSchema } from '../../../shared/lib/ok.schema';
import {
  adminReviewSchema,
  reviewIdSchema,
  reviewInputSchema,
  reviewListInputSchema,
  reviewListSchema,
  saveResponseSchema,
  setFeaturedSchema,
  setPublishedSchema,
} from '../../../shared/reviews/review-admin.schemas';
import { reviewSettingsSchema } from '../../../shared/reviews/guest-review.schemas';
import { importResultSchema, reviewImportSchema } from '../../../shared/reviews/review-import.rules';
import { adminProcedure, router } from '../../trpc/init';
import { getReviewSettings, saveReviewSettings } from './review-settings.service';
import { createReview, deleteReview, importReviews, listAdminReviews, saveResponse, setFeatured, setPublished, updateReview } from './reviews-admin.service';

/**
 * admin.reviews: Reviews (issue 22). Staff moderate, feature, answer, add and import ('reviews'); deleting is
 * the owner's ('reviews.delete', decision 046). Every committed change drops the public pages (init.ts).
 */
export const reviewsAdminRouter = router({
  list: adminProcedure.input(reviewListInputSchema).output(reviewListSchema).query(({ ctx, input }) => listAdminReviews(ctx.em, input)),
  create: adminProcedure.input(reviewInputSchema).output(adminReviewSchema).mutation(({ ctx, input }) => createReview(ctx.em, input)),
  update: adminProcedure
    .input(z.intersection(reviewIdSchema, reviewInputSchema))
    .output(adminReviewSchema)
    .mutation(({ ctx, input }) => updateReview(ctx.em, input.id, input)),
  setPublished: adminProcedure.input(setPublishedSchema).output(adminReviewSchema).mutation(({ ctx, input }) => setPublished(ctx.em, input.id, input.published)),
  setFeatured: adminProcedure.input(setFeaturedSchema).output(adminReviewSchema).mutation(({ ctx, input }) => setFeatured(ctx.em, input.id, input.featured)),
  saveResponse: adminProcedure.input(saveResponseSchema).output(adminReviewSchema).mutation(({ ctx, input }) => saveResponse(ctx.em, input.id, input.host_response)),
  remove: adminProcedure
    .input(reviewIdSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteReview(ctx.em, input.id);
      return OK;
    }),
  /** The owner's choice: verified guests' reviews published at once, or waiting for moderation (owner only, 'site'). */
  settings: adminProcedure.output(reviewSettingsSchema).query(({ ctx }) => getReviewSettings(ctx.em)),
  saveSettings: adminProcedure.input(reviewSettingsSchema).output(reviewSettingsSchema).mutation(({ ctx, input }) => saveReviewSettings(ctx.em, input)),
  importCsv: adminProcedure.input(reviewImportSchema).output(importResultSchema).mutation(({ ctx, input }) => importReviews(ctx.em, input)),
});
