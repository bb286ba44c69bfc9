import { z } from 'zod';
import { encodingJobSchema } from './photo-admin.schemas';

export const ATTRACTION_IMAGE_ALT_REQUIRED = 'Describe the image (alt text) for guests who cannot see it';

/** Alt text is required from the start: an attraction's image is shown as soon as it is ready (decision 044). */
export const attractionImageAlt = z
  .string({ error: ATTRACTION_IMAGE_ALT_REQUIRED })
  .trim()
  .min(1, ATTRACTION_IMAGE_ALT_REQUIRED)
  .max(300, 'Alt text is too long (300 characters at most)');

/** An attraction's image as its Images dialog lists it, with its encoding job while one runs. */
export const adminAttractionImageSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  sortOrder: z.number().int(),
  /** Its sizes exist; false until the first encoding is done (it is not shown until then). */
  ready: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  job: encodingJobSchema.nullable(),
});
export type AdminAttractionImage = z.infer<typeof adminAttractionImageSchema>;

const id = (what: string) => z.number({ error: `Choose ${what}` }).int().positive().max(2_147_483_647, `No such ${what.replace(/^an? /, '')}`);

export const attractionImagesInput = z.object({ attractionId: id('an attraction') });
export const attractionImageIdInput = z.object({ id: id('an image') });
export const updateAttractionImageInput = z.object({ id: id('an image'), alt: attractionImageAlt });
export const reorderAttractionImagesInput = z.object({
  attractionId: id('an attraction'),
  ids: z.array(id('an image')).min(1, 'Give the images in their new order').max(200),
});

/** What POST /api/admin/uploads/attractions/:attractionId answers for an accepted file. */
export const attractionUploadAnswerSchema = z.object({ imageId: z.number().int(), jobId: z.number().int() });
export type AttractionUploadAnswer = z.infer<typeof attractionUploadAnswerSchema>;
