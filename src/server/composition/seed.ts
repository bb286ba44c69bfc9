import type { EntityManager } from '@mikro-orm/postgresql';
import { AmenityCategoryEntity, AmenityEntity, AttractionEntity, PhotoEntity, PropertyEntity } from '../modules/property/property.entity';
import { PolicyEntity, SettingEntity } from '../modules/content/content.entity';
import { SITE_INFO_KEY } from '../modules/content/content.service';
import { ReviewEntity } from '../modules/reviews/review.entity';
import { createReview, createSiteInfo } from './factories';
import { amenityCategorySeeds, amenitySeeds } from './seed-data/amenities';
import { attractionSeeds } from './seed-data/attractions';
import { photoSeeds } from './seed-data/photos';
import { propertySeed } from './seed-data/property';
import { reviewSeeds } from './seed-data/reviews';
import { policySeeds } from './seed-data/site-info';

/**
 * Fills an empty database with the beach house. Idempotent: each table is
 * seeded only while it is empty, so the owner's later edits are never undone.
 */
export async function seedDatabase(em: EntityManager): Promise<string[]> {
  const seeded: string[] = [];
  await em.transactional(async (tx) => {
    if ((await tx.count(PropertyEntity, {})) === 0) {
      const { exactLat, exactLng, approxLat, approxLng, ...rest } = propertySeed;
      tx.create(PropertyEntity, { ...rest, exactLat, exactLng, approxLat, approxLng, updatedAt: new Date() });
      seeded.push('property');
    }
    if ((await tx.count(PhotoEntity, {})) === 0) {
      for (const photo of photoSeeds) tx.create(PhotoEntity, photo);
      seeded.push('photos');
    }
    if ((await tx.count(AmenityCategoryEntity, {})) === 0) {
      for (const category of amenityCategorySeeds) tx.create(AmenityCategoryEntity, { ...category, color: null });
      seeded.push('amenity categories');
    }
    if ((await tx.count(AmenityEntity, {})) === 0) {
      amenitySeeds.forEach((amenity, index) => tx.create(AmenityEntity, { ...amenity, sortOrder: index + 1 }));
      seeded.push('amenities');
    }
    if ((await tx.count(AttractionEntity, {})) === 0) {
      attractionSeeds.forEach((attraction, index) =>
        tx.create(AttractionEntity, {
          ...attraction,
          lat: attraction.lat.toFixed(6),
          lng: attraction.lng.toFixed(6),
          imageUrl: null,
          galleryImages: [],
          sortOrder: index + 1,
        }),
      );
      seeded.push('attractions');
    }
    if ((await tx.count(ReviewEntity, {})) === 0) {
      for (const review of reviewSeeds) createReview(tx, review);
      seeded.push('reviews');
    }
    if (!(await tx.findOne(SettingEntity, { key: SITE_INFO_KEY }))) {
      createSiteInfo(tx);
      seeded.push('site info');
    }
    if ((await tx.count(PolicyEntity, {})) === 0) {
      for (const policy of policySeeds) tx.create(PolicyEntity, { ...policy, updatedAt: new Date() });
      seeded.push('policies');
    }
  });
  return seeded;
}
