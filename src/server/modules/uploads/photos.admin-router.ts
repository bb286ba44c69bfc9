import { z } from 'zod';
import { adminPhotoSchema, photoIdInput, reorderPhotosInput, updatePhotoInput } from '../../../shared/property/photo-admin.schemas';
import { adminProcedure, router } from '../../trpc/init';
import { listAdminPhotos, removePhoto, reorderPhotos, updatePhoto } from './photos.service';

/** admin.photos: Content → Photos. Uploads arrive through POST /api/admin/uploads (upload-route.ts). */
export const photosAdminRouter = router({
  list: adminProcedure.output(z.array(adminPhotoSchema)).query(({ ctx }) => listAdminPhotos(ctx.em)),
  update: adminProcedure.input(updatePhotoInput).mutation(({ ctx, input }) => updatePhoto(ctx.em, input)),
  reorder: adminProcedure.input(reorderPhotosInput).mutation(({ ctx, input }) => reorderPhotos(ctx.em, input.ids)),
  remove: adminProcedure.input(photoIdInput).mutation(({ ctx, input }) => removePhoto(ctx.em, ctx.config.uploads.storage, input.id)),
});
