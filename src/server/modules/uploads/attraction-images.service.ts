import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { AdminAttractionImage } from '../../../shared/property/attraction-image-admin.schemas';
import { AttractionEntity, AttractionImageEntity } from '../property/property.entity';
import { deleteUploadFiles, latestJobs, unfinishedJobFiles } from './photo-jobs';
import { thumbnailOf } from './photos.service';
import type { FileStorage } from './storage';

/**
 * A new image of the attraction (last in its order, described from the start, shown once encoded), or the image an
 * upload replaces, which takes the new alt text; null when the attraction or the image is gone.
 */
export async function createUploadedAttractionImage(
  em: EntityManager,
  input: { attractionId: number; slug: string; alt: string; replaceId: number | null },
): Promise<number | null> {
  if (input.replaceId !== null) {
    const image = await em.findOne(AttractionImageEntity, { id: input.replaceId, attractionId: input.attractionId });
    if (!image) return null;
    image.alt = input.alt;
    await em.flush();
    return image.id;
  }
  if (!(await em.findOne(AttractionEntity, { id: input.attractionId }))) return null;
  const [last]: { max: number | null }[] = await em.execute('select max("sort_order") as "max" from "attraction_image" where "attraction_id" = ?', [input.attractionId]);
  const image = em.create(AttractionImageEntity, { attractionId: input.attractionId, slug: input.slug, alt: input.alt, sortOrder: (last?.max ?? 0) + 1, ready: false, placeholder: null });
  await em.flush();
  return image.id;
}

/** The attraction's images in its order, each with its latest encoding job. */
export async function listAttractionImages(em: EntityManager, attractionId: number): Promise<AdminAttractionImage[]> {
  const rows = await em.find(AttractionImageEntity, { attractionId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const jobOf = await latestJobs(
    em,
    'attractionImage',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ id: row.id, alt: row.alt, sortOrder: row.sortOrder, ready: row.ready, thumbnailUrl: thumbnailOf(row), job: jobOf.get(row.id) ?? null }));
}

async function imageOf(em: EntityManager, id: number) {
  const image = await em.findOne(AttractionImageEntity, { id });
  if (!image) throw new AppError('NOT_FOUND', 'That image no longer exists. Reload the list.');
  return image;
}

export async function updateAttractionImage(em: EntityManager, input: { id: number; alt: string }): Promise<void> {
  const image = await imageOf(em, input.id);
  image.alt = input.alt;
  await em.flush();
}

/** The attraction's order: `ids` must name each of its images once. */
export async function reorderAttractionImages(em: EntityManager, attractionId: number, ids: readonly number[]): Promise<void> {
  const rows = await em.find(AttractionImageEntity, { attractionId });
  const known = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError('CONFLICT', 'The images changed while you were ordering them. Reload and try again.');
  }
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  for (const row of rows) row.sortOrder = position.get(row.id)!;
  await em.flush();
}

/** Removes the image, then its files from storage (a file without a row is harmless, a row without files is a broken image). */
export async function removeAttractionImage(em: EntityManager, storage: FileStorage, id: number): Promise<void> {
  const image = await imageOf(em, id);
  const unfinished = await unfinishedJobFiles(em, 'attractionImage', [id]);
  const slug = image.slug;
  em.remove(image);
  await em.flush();
  await deleteUploadFiles(storage, [slug], unfinished);
}

/**
 * What deleting an attraction must remove from storage: its images' files and their unfinished jobs' files, read
 * before the row goes (the cascade takes the images and jobs); `remove` is called once the row is deleted.
 */
export async function attractionFiles(em: EntityManager, storage: FileStorage, attractionId: number): Promise<{ remove: () => Promise<void> }> {
  const images = await em.find(AttractionImageEntity, { attractionId });
  const unfinished = await unfinishedJobFiles(
    em,
    'attractionImage',
    images.map((image) => image.id),
  );
  const slugs = images.map((image) => image.slug);
  return { remove: () => deleteUploadFiles(storage, slugs, unfinished) };
}
