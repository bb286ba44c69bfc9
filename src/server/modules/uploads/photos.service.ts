import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { AdminPhoto, UpdatePhotoInput } from '../../../shared/property/photo-admin.schemas';
import { photoUrl } from '../../../shared/property/photo-sizes';
import { publishRefusal } from '../../../shared/property/photo-upload.rules';
import { PhotoEntity } from '../property/property.entity';
import { deleteUploadFiles, latestJobs, unfinishedJobFiles } from './photo-jobs';
import type { FileStorage } from './storage';

/** The admin lists' small size of a photo or image, once its sizes exist. */
export const thumbnailOf = (row: { slug: string; ready: boolean }): string | null => (row.ready ? photoUrl(row.slug, 320, 'webp') : null);

/** A new upload's photo (unpublished, last in order, no alt text yet), or the photo an upload replaces; null if it is gone. */
export async function createUploadedPhoto(em: EntityManager, input: { slug: string; replaceId: number | null }): Promise<number | null> {
  if (input.replaceId !== null) {
    const photo = await em.findOne(PhotoEntity, { id: input.replaceId });
    return photo ? photo.id : null;
  }
  const [last]: { max: number | null }[] = await em.execute('select max("sort_order") as "max" from "photo"');
  const photo = em.create(PhotoEntity, {
    slug: input.slug,
    alt: '',
    isFeatured: false,
    sortOrder: (last?.max ?? 0) + 1,
    published: false,
    uploaded: true,
    ready: false,
    placeholder: null,
  });
  await em.flush();
  return photo.id;
}

/** Every photo, generated or uploaded, published or not, in the gallery's order, with its latest job. */
export async function listAdminPhotos(em: EntityManager): Promise<AdminPhoto[]> {
  const rows = await em.find(PhotoEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const jobOf = await latestJobs(em, 'photo');
  return rows.map((row) => ({
      id: row.id,
      alt: row.alt,
      isFeatured: row.isFeatured,
      published: row.published,
      uploaded: row.uploaded,
      ready: row.ready,
      sortOrder: row.sortOrder,
      thumbnailUrl: thumbnailOf(row),
      job: jobOf.get(row.id) ?? null,
    }));
}

async function photoOf(em: EntityManager, id: number) {
  const photo = await em.findOne(PhotoEntity, { id });
  if (!photo) throw new AppError('NOT_FOUND', 'That photo no longer exists.');
  return photo;
}

/** Alt text, featured and published; publishing needs alt text and the photo's sizes. */
export async function updatePhoto(em: EntityManager, input: UpdatePhotoInput): Promise<void> {
  const photo = await photoOf(em, input.id);
  if (input.published) {
    const refusal = publishRefusal({ alt: input.alt, ready: photo.ready });
    if (refusal) throw new AppError('BAD_REQUEST', refusal, { [input.alt.trim() === '' ? 'alt' : 'published']: [refusal] });
  }
  photo.alt = input.alt;
  photo.isFeatured = input.isFeatured;
  photo.published = input.published;
  await em.flush();
}

/** The gallery's order: `ids` must name every photo once. */
export async function reorderPhotos(em: EntityManager, ids: number[]): Promise<void> {
  const rows = await em.find(PhotoEntity, {});
  const known = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError('CONFLICT', 'The photos changed while you were ordering them. Reload and try again.');
  }
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  for (const row of rows) row.sortOrder = position.get(row.id)!;
  await em.flush();
}

/**
 * Removes the photo and, for an upload, its files from storage: after the row is deleted (a file without a row is
 * harmless, a row without its files is a broken image). A generated photo's files belong to the build.
 */
export async function removePhoto(em: EntityManager, storage: FileStorage, id: number): Promise<void> {
  const photo = await photoOf(em, id);
  const unfinished = await unfinishedJobFiles(em, 'photo', [id]);
  const slugs = photo.uploaded ? [photo.slug] : [];
  em.remove(photo);
  await em.flush();
  await deleteUploadFiles(storage, slugs, unfinished);
}
