import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { AttractionInput } from '../../../shared/property/listing-admin.schemas';
import type { Attraction } from '../../../shared/property/property.schemas';
import { attractionFiles } from '../uploads/attraction-images.service';
import type { FileStorage } from '../uploads/storage';
import { publicDistanceLabel } from './distance.logic';
import { AttractionEntity } from './property.entity';
import { getDirectionsCoordinates, listAttractions } from './property.service';

async function attractionById(em: EntityManager, id: number) {
  const attraction = await em.findOne(AttractionEntity, { id });
  if (!attraction) throw new AppError('NOT_FOUND', 'That attraction no longer exists. Reload the page.');
  return attraction;
}

async function refuseTakenName(em: EntityManager, name: string, id: number | null) {
  const same = await em.findOne(AttractionEntity, { name: { $ilike: name.replace(/[\\%_]/g, (c) => `\\${c}`) } });
  if (same && same.id !== id) throw new AppError('CONFLICT', `There is already an attraction named ${same.name}.`, { name: [`There is already an attraction named ${same.name}`] });
}

/**
 * What the owner typed, and the distance worked out here from the PUBLIC point (never typed, never from the
 * house: see distance.logic.ts). The public list works it out afresh on every read, so this copy is for the
 * record only. The images are left as they are: they are uploaded and edited apart (attraction-images.service.ts).
 */
async function columnsOf(em: EntityManager, input: AttractionInput) {
  const distance = publicDistanceLabel(await getDirectionsCoordinates(em), input);
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    detailedDescription: input.detailed_description === '' ? null : input.detailed_description,
    lat: input.lat,
    lng: input.lng,
    address: input.address,
    distance,
    color: input.color === '' ? null : input.color,
    rating: input.rating,
    reviewsCount: input.reviews_count,
    tags: input.tags,
    hours: input.hours === '' ? null : input.hours,
    ticketPrice: input.ticket_price === '' ? null : input.ticket_price,
  };
}

export async function createAttraction(em: EntityManager, input: AttractionInput): Promise<Attraction[]> {
  await refuseTakenName(em, input.name, null);
  const [last] = await em.find(AttractionEntity, {}, { orderBy: { sortOrder: 'desc' }, limit: 1 });
  em.create(AttractionEntity, { ...(await columnsOf(em, input)), imageUrl: null, galleryImages: [], sortOrder: (last?.sortOrder ?? 0) + 1 });
  await em.flush();
  return listAttractions(em);
}

export async function updateAttraction(em: EntityManager, id: number, input: AttractionInput): Promise<Attraction[]> {
  const attraction = await attractionById(em, id);
  await refuseTakenName(em, input.name, id);
  em.assign(attraction, await columnsOf(em, input));
  await em.flush();
  return listAttractions(em);
}

/** Deletes the attraction (its images and their jobs go with it in the database), then its images' files. */
export async function deleteAttraction(em: EntityManager, storage: FileStorage, id: number): Promise<Attraction[]> {
  const attraction = await attractionById(em, id);
  const files = await attractionFiles(em, storage, id);
  em.remove(attraction);
  await em.flush();
  await files.remove();
  return listAttractions(em);
}
