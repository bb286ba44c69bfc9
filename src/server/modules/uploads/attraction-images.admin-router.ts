import { z } from 'zod';
import {
  adminAttractionImageSchema,
  attractionImageIdInput,
  attractionImagesInput,
  reorderAttractionImagesInput,
  updateAttractionImageInput,
} from '../../../shared/property/attraction-image-admin.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { listAttractionImages, removeAttractionImage, reorderAttractionImages, updateAttractionImage } from './attraction-images.service';

/**
 * admin.attractionImages: an attraction's images in Content → Nearby attractions (decision 044). They arrive through
 * POST /api/admin/uploads/attractions/:attractionId (upload-route.ts), which checks admin.attractionImages.update.
 */
export const attractionImagesAdminRouter = router({
  list: adminProcedure.input(attractionImagesInput).output(z.array(adminAttractionImageSchema)).query(({ ctx, input }) => listAttractionImages(ctx.em, input.attractionId)),
  update: adminProcedure.input(updateAttractionImageInput).mutation(({ ctx, input }) => updateAttractionImage(ctx.em, input)),
  reorder: adminProcedure.input(reorderAttractionImagesInput).mutation(({ ctx, input }) => reorderAttractionImages(ctx.em, input.attractionId, input.ids)),
  remove: adminProcedure.input(attractionImageIdInput).mutation(({ ctx, input }) => removeAttractionImage(ctx.em, ctx.config.uploads.storage, input.id)),
});
