import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type {
  Amenity,
  AmenityCategory,
  Attraction,
  Coordinates,
  Photo,
  PropertyPublic,
} from '../../../shared/property/property.schemas';
import { PHOTOS_DIR } from '../../paths';
import { reviewSummary } from '../reviews/reviews.service';
import { responsiveImage } from '../../../shared/property/photo-sizes';
import { publicDistanceLabel } from './distance.logic';
import { photoPlaceholder } from './photo-placeholders';
import { toAmenity, toAmenityCategory, toAttraction, toPhoto, toPropertyPublic } from './property.dto';
import {
  AmenityCategoryEntity,
  AmenityEntity,
  AttractionEntity,
  AttractionImageEntity,
  PhotoEntity,
  PropertyEntity,
  type Property,
} from './property.entity';

export async function loadProperty(em: EntityManager): Promise<Property> {
  const [property] = await em.find(PropertyEntity, {}, { orderBy: { id: 'asc' }, limit: 1 });
  if (!property) throw new AppError('NOT_FOUND', 'The property has not been set up yet.');
  return property;
}

export async function listPhotos(em: EntityManager): Promise<Photo[]> {
  // Only what the owner published and whose sizes exist (an upload waits for its encoding and its alt text).
  const rows = await em.find(PhotoEntity, { published: true, ready: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return rows.map((row) => toPhoto(row, row.placeholder ?? photoPlaceholder(PHOTOS_DIR, row.slug)));
}

export async function getPublicProperty(em: EntityManager): Promise<PropertyPublic> {
  const [property, photos, summary] = await Promise.all([loadProperty(em), listPhotos(em), reviewSummary(em)]);
  return toPropertyPublic(property, photos, summary);
}

/** Exact point of the house: callers must already have checked who is asking. */
export async function getExactCoordinates(em: EntityManager): Promise<Coordinates> {
  const property = await loadProperty(em);
  return { lat: property.exactLat, lng: property.exactLng };
}

/**
 * Starting point for "Get Directions" to an attraction. The approximate centre
 * is close enough for a route across the island and keeps the address private.
 */
export async function getDirectionsCoordinates(em: EntityManager): Promise<Coordinates> {
  const property = await loadProperty(em);
  return { lat: property.approxLat, lng: property.approxLng };
}

export async function listAmenities(em: EntityManager): Promise<Amenity[]> {
  const rows = await em.find(AmenityEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return rows.map(toAmenity);
}

export async function listAmenityCategories(em: EntityManager): Promise<AmenityCategory[]> {
  const rows = await em.find(AmenityCategoryEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return rows.map(toAmenityCategory);
}

/**
 * Distances are worked out here from the public point, whatever the stored column says:
 * a distance from the exact point is a circle around the house, and enough of them find it.
 */
export async function listAttractions(em: EntityManager): Promise<Attraction[]> {
  const [[property], rows] = await Promise.all([
    em.find(PropertyEntity, {}, { orderBy: { id: 'asc' }, limit: 1, fields: ['approxLat', 'approxLng'] }),
    em.find(AttractionEntity, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } }),
  ]);
  const publicPoint = property ? { lat: property.approxLat, lng: property.approxLng } : null;
  // Shown once encoded; each is described from its upload on (decision 044).
  const images = await em.find(AttractionImageEntity, { ready: true }, { orderBy: { attractionId: 'asc', sortOrder: 'asc', id: 'asc' } });
  const uploadedOf = (id: number) => images.filter((image) => image.attractionId === id).map((image) => responsiveImage(image.slug, image.alt, image.placeholder ?? null));
  return rows.map((row) => ({ ...toAttraction(row, uploadedOf(row.id)), distance: publicPoint ? publicDistanceLabel(publicPoint, row) : null }));
}

/** The house's times and rules, as the owner edits them in Settings → Site. */
export interface StayRules {
  check_in_time: string;
  check_out_time: string;
  pets_allowed: boolean;
  smoking_allowed: boolean;
  house_rules: string[];
}

export async function getStayRules(em: EntityManager): Promise<StayRules> {
  const property = await loadProperty(em);
  return {
    check_in_time: property.checkInTime,
    check_out_time: property.checkOutTime,
    pets_allowed: property.petsAllowed,
    smoking_allowed: property.smokingAllowed,
    house_rules: property.houseRules,
  };
}

export async function saveStayRules(em: EntityManager, rules: StayRules): Promise<void> {
  const property = await loadProperty(em);
  em.assign(property, {
    checkInTime: rules.check_in_time,
    checkOutTime: rules.check_out_time,
    petsAllowed: rules.pets_allowed,
    smokingAllowed: rules.smoking_allowed,
    houseRules: rules.house_rules,
  });
  await em.flush();
}
