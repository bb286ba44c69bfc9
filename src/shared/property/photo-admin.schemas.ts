import { z } from 'zod';

/** An upload's encoding job as the admin screens show it (a gallery photo's or an attraction image's). */
export const encodingJobSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type EncodingJob = z.infer<typeof encodingJobSchema>;

/** A photo as Content → Photos lists it: published or not, and its encoding job while one runs. */
export const adminPhotoSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  isFeatured: z.boolean(),
  published: z.boolean(),
  /** An upload (files in storage) rather than a photo generated with the site. */
  uploaded: z.boolean(),
  /** Its sizes exist; false until the first encoding is done. */
  ready: z.boolean(),
  sortOrder: z.number().int(),
  /** A small size for the list, once ready. */
  thumbnailUrl: z.string().nullable(),
  job: encodingJobSchema.nullable(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

const photoId = z.number({ error: 'Choose a photo' }).int().positive().max(2_147_483_647, 'No such photo');

export const photoIdInput = z.object({ id: photoId });

export const updatePhotoInput = z.object({
  id: photoId,
  alt: z.string().trim().max(300, 'Alt text is too long (300 characters at most)'),
  isFeatured: z.boolean(),
  published: z.boolean(),
});
export type UpdatePhotoInput = z.infer<typeof updatePhotoInput>;

export const reorderPhotosInput = z.object({
  ids: z.array(photoId).min(1, 'Give the photos in their new order').max(500),
});

/** What POST /api/admin/uploads answers for an accepted file. */
export const uploadAnswerSchema = z.object({ photoId: z.number().int(), jobId: z.number().int() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
