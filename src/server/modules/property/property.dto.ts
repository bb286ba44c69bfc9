import type { InferEntity } from '@mikro-orm/core';
import type {
  Amenity,
  AmenityCategory,
  Attraction,
  Photo,
  PropertyPublic,
} from '../../../shared/property/property.schemas';
import { PHOTO_ASPECT, PHOTO_DEFAULT_WIDTH, photoSrcset, photoUrl } from '../../../shared/property/photo-sizes';
import type { ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { centsToDecimal } from '../../../shared/lib/money';
import type { AmenityCategoryEntity, AmenityEntity, AttractionEntity, PhotoRow, Property } from './property.entity';


export function toPhoto(row: PhotoRow, placeholder: string | null): Photo {
  return {
    id: row.id,
    url: photoUrl(row.slug),
    alt: row.alt,
    is_featured: row.isFeatured,
    sort_order: row.sortOrder,
    width: PHOTO_DEFAULT_WIDTH,
    height: Math.round(PHOTO_DEFAULT_WIDTH * PHOTO_ASPECT),
    srcset: { avif: photoSrcset(row.slug, 'avif'), webp: photoSrcset(row.slug, 'webp') },
    placeholder,
  };
}

/** "$$$$" style range from the nightly rate, as schema.org's priceRange reads. */
export function priceRangeOf(baseRateCents: number): string {
  if (baseRateCents >= 75_000) return '$$$$$';
  if (baseRateCents >= 40_000) return '$$$$';
  if (baseRateCents >= 20_000) return '$$$';
  return '$$';
}

/** The public face of the house: approximate location only, never the address. */
export function toPropertyPublic(property: Property, photos: Photo[], summary: ReviewSummary): PropertyPublic {
  return {
    title: property.title,
    general_location: property.generalLocation,
    description: property.description,
    lat: property.approxLat,
    lng: property.approxLng,
    square_feet: property.squareFeet,
    bedrooms: property.bedrooms,
    bathrooms: Number(property.bathrooms),
    max_guests: property.maxGuests,
    base_rate: centsToDecimal(property.baseRateCents),
    cleaning_fee: centsToDecimal(property.cleaningFeeCents),
    currency: 'USD',
    min_nights: property.minNights,
    check_in_time: property.checkInTime,
    check_out_time: property.checkOutTime,
    pets_allowed: property.petsAllowed,
    smoking_allowed: property.smokingAllowed,
    rating: summary.totalReviews > 0 ? summary.averageRating : null,
    review_count: summary.totalReviews,
    price_range: priceRangeOf(property.baseRateCents),
    house_rules: property.houseRules,
    photos,
  };
}

export function toAmenity(row: InferEntity<typeof AmenityEntity>): Amenity {
  return { id: row.id, name: row.name, description: row.description ?? null, category: row.category, featured: row.featured };
}

export function toAmenityCategory(row: InferEntity<typeof AmenityCategoryEntity>): AmenityCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    icon: row.icon ?? null,
    color: row.color ?? null,
    sort_order: row.sortOrder,
  };
}

export function toAttraction(row: InferEntity<typeof AttractionEntity>): Attraction {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    detailed_description: row.detailedDescription ?? null,
    lat: String(row.lat),
    lng: String(row.lng),
    address: row.address,
    distance: row.distance ?? null,
    color: row.color ?? null,
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    reviews_count: row.reviewsCount,
    image_url: row.imageUrl ?? null,
    gallery_images: row.galleryImages,
    tags: row.tags,
    hours: row.hours ?? null,
    ticket_price: row.ticketPrice ?? null,
  };
}
