import type { InferEntity } from '@mikro-orm/core';
import type {
  Amenity,
  AmenityCategory,
  Attraction,
  Photo,
  PropertyPublic,
  ResponsiveImage,
} from '../../../shared/property/property.schemas';
import { attractionImages } from '../../../shared/property/location.rules';
import { responsiveImage } from '../../../shared/property/photo-sizes';
import type { ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { centsToDecimal } from '../../../shared/lib/money';
import type { AmenityCategoryEntity, AmenityEntity, AttractionEntity, PhotoRow, Property } from './property.entity';


export function toPhoto(row: PhotoRow, placeholder: string | null): Photo {
  const { url, alt, width, height, srcset } = responsiveImage(row.slug, row.alt, placeholder);
  return { id: row.id, url, alt, is_featured: row.isFeatured, sort_order: row.sortOrder, width, height, srcset, placeholder };
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

/** `uploaded`: the attraction's encoded images in its order; the images linked by address (the seed's) follow them. */
export function toAttraction(row: InferEntity<typeof AttractionEntity>, uploaded: readonly ResponsiveImage[]): Attraction {
  const images = attractionImages(row.name, uploaded, { imageUrl: row.imageUrl ?? null, galleryImages: row.galleryImages });
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
    image_url: images[0]?.url ?? null,
    gallery_images: images.slice(1).map((image) => image.url),
    images,
    tags: row.tags,
    hours: row.hours ?? null,
    ticket_price: row.ticketPrice ?? null,
  };
}
