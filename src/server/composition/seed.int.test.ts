import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-server';
import { PolicyEntity } from '../modules/content/content.entity';
import { AmenityCategoryEntity, AmenityEntity, AttractionEntity, PhotoEntity, PropertyEntity } from '../modules/property/property.entity';
import { ReviewEntity } from '../modules/reviews/review.entity';
import { seedDatabase } from './seed';

const db = useTestDatabase({ seed: false });

async function counts() {
  const em = db.orm.em.fork();
  return {
    property: await em.count(PropertyEntity, {}),
    photos: await em.count(PhotoEntity, {}),
    amenities: await em.count(AmenityEntity, {}),
    categories: await em.count(AmenityCategoryEntity, {}),
    attractions: await em.count(AttractionEntity, {}),
    reviews: await em.count(ReviewEntity, {}),
    policies: await em.count(PolicyEntity, {}),
  };
}

describe('seedDatabase', () => {
  it('fills an empty database with the beach house', async () => {
    expect(await seedDatabase(db.orm.em.fork())).toContain('property');
    const seeded = await counts();
    expect(seeded.property).toBe(1);
    expect(seeded.photos).toBeGreaterThanOrEqual(12);
    expect(seeded.amenities).toBeGreaterThanOrEqual(20);
    expect(seeded.categories).toBeGreaterThanOrEqual(5);
    expect(seeded.attractions).toBeGreaterThanOrEqual(8);
    expect(seeded.reviews).toBeGreaterThanOrEqual(40);
    expect(seeded.policies).toBe(4);
  });

  it('is idempotent and never overwrites the owner\'s edits', async () => {
    const before = await counts();
    const em = db.orm.em.fork();
    await em.nativeUpdate(PropertyEntity, {}, { title: 'Renamed by the owner' });
    expect(await seedDatabase(db.orm.em.fork())).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await db.orm.em.fork().findOneOrFail(PropertyEntity, { id: { $gt: 0 } })).title).toBe('Renamed by the owner');
  });

  it('keeps the exact location within a mile of the public circle', async () => {
    const property = await db.orm.em.fork().findOneOrFail(PropertyEntity, { id: { $gt: 0 } });
    const toRad = (deg: number) => (deg * Math.PI) / 180;
    const dLat = toRad(property.exactLat - property.approxLat);
    const dLng = toRad(property.exactLng - property.approxLng);
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(property.exactLat)) * Math.cos(toRad(property.approxLat)) * Math.sin(dLng / 2) ** 2;
    const meters = 2 * 6_371_000 * Math.asin(Math.sqrt(a));
    expect(meters).toBeGreaterThan(200);
    expect(meters).toBeLessThan(1609.34);
  });
});
