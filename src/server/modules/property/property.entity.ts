import { defineEntity, type InferEntity } from '@mikro-orm/core';

const p = defineEntity.properties;

/** The house. One row today; the schema does not assume there will only ever be one. */
export const PropertyEntity = defineEntity({
  name: 'Property',
  tableName: 'property',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(80).unique(),
    title: p.string().length(200),
    generalLocation: p.string().length(200),
    description: p.text(),
    address: p.text(),
    exactLat: p.double().$type<number>().columnType('double precision'),
    exactLng: p.double().$type<number>().columnType('double precision'),
    approxLat: p.double().$type<number>().columnType('double precision'),
    approxLng: p.double().$type<number>().columnType('double precision'),
    squareFeet: p.integer(),
    bedrooms: p.integer(),
    bathrooms: p.decimal('number').precision(3).scale(1),
    maxGuests: p.integer(),
    baseRateCents: p.integer(),
    cleaningFeeCents: p.integer(),
    checkInTime: p.string().length(5),
    checkOutTime: p.string().length(5),
    petsAllowed: p.boolean(),
    smokingAllowed: p.boolean(),
    minNights: p.integer(),
    houseRules: p.json<string[]>(),
    checkInInstructions: p.text(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Property = InferEntity<typeof PropertyEntity>;

export const PhotoEntity = defineEntity({
  name: 'Photo',
  tableName: 'photo',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(120).unique(),
    alt: p.string().length(300),
    isFeatured: p.boolean(),
    sortOrder: p.integer(),
    /** Shown on the site; an upload starts unpublished until it has alt text (issue 21). */
    published: p.boolean().default(true),
    /** Its files are in upload storage, not generated with the site. */
    uploaded: p.boolean().default(false),
    /** Its sizes exist (an upload's first encoding is done). */
    ready: p.boolean().default(true),
    /** An upload's blurred preview (data URL); generated photos keep theirs beside their files. */
    placeholder: p.text().nullable(),
  },
});
export type PhotoRow = InferEntity<typeof PhotoEntity>;

export const AmenityCategoryEntity = defineEntity({
  name: 'AmenityCategory',
  tableName: 'amenity_category',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100).unique(),
    description: p.text().nullable(),
    icon: p.string().length(60).nullable(),
    color: p.string().length(120).nullable(),
    sortOrder: p.integer(),
  },
});

export const AmenityEntity = defineEntity({
  name: 'Amenity',
  tableName: 'amenity',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(120).unique(),
    description: p.text().nullable(),
    /** Matched to a category by name, as the spec's client does. */
    category: p.string().length(100),
    featured: p.boolean(),
    sortOrder: p.integer(),
  },
});

export const AttractionEntity = defineEntity({
  name: 'Attraction',
  tableName: 'attraction',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200).unique(),
    category: p.string().length(40),
    description: p.text(),
    detailedDescription: p.text().nullable(),
    lat: p.decimal('string').precision(9).scale(6),
    lng: p.decimal('string').precision(9).scale(6),
    address: p.text(),
    distance: p.string().length(40).nullable(),
    color: p.string().length(60).nullable(),
    rating: p.decimal('number').precision(2).scale(1).nullable(),
    reviewsCount: p.integer(),
    imageUrl: p.text().nullable(),
    galleryImages: p.json<string[]>(),
    tags: p.json<string[]>(),
    hours: p.text().nullable(),
    ticketPrice: p.string().length(120).nullable(),
    sortOrder: p.integer(),
  },
});

/** An uploaded image of an attraction (issue 21, decision 044): its files are in upload storage like an uploaded photo's. */
export const AttractionImageEntity = defineEntity({
  name: 'AttractionImage',
  tableName: 'attraction_image',
  properties: {
    id: p.integer().primary().autoincrement(),
    attractionId: p.integer(),
    slug: p.string().length(120).unique(),
    alt: p.string().length(300),
    sortOrder: p.integer(),
    /** Its sizes exist (the first encoding is done); only then is it shown. */
    ready: p.boolean().default(false),
    placeholder: p.text().nullable(),
  },
});
