/** Public DTOs shaped like the seed's, for the SEO builders' unit tests. */
import type { Amenity, Attraction, Photo, PropertyPublic, SiteInfo } from '../../../shared/property/property.schemas';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { withSiteInfoFallbacks } from '../../../shared/property/site-info.rules';
import type { HouseData } from './structured-data.logic';
import { publicPropertyFixture } from '../../../test/fixtures/property';

export const PUBLIC_URL = 'https://kaneohe.example';
export const TODAY = '2026-03-10';

export function photo(id: number, slug: string): Photo {
  return {
    id,
    url: `/photos/${slug}-1280.webp`,
    alt: `Photo ${id}`,
    is_featured: id === 1,
    sort_order: id,
    width: 1280,
    height: 853,
    srcset: { avif: '', webp: '' },
    placeholder: null,
  };
}

export function property(overrides: Partial<PropertyPublic> = {}): PropertyPublic {
  return publicPropertyFixture({
    description: 'A four-bedroom beach house on Kaneohe Bay.',
    lat: 21.4181,
    lng: -157.8071,
    rating: 4.8,
    review_count: 3,
    price_range: '$$$$',
    photos: [photo(1, 'lanai-view'), photo(2, 'kitchen')],
    ...overrides,
  });
}

export function siteInfo(overrides: Partial<SiteInfo> = {}): SiteInfo {
  return withSiteInfoFallbacks({
    site_name: 'Kaneohe Bay Beach House',
    site_description: 'Oceanfront on Kaneohe Bay.',
    address: 'Kaneohe, HI, 96744',
    contact_phone: '(808) 555-0142',
    contact_email: 'aloha@kaneohebayhouse.com',
    social_links: { instagram: 'https://www.instagram.com/kbh', facebook: '', twitter: 'https://twitter.com/kbh' },
    ...overrides,
  });
}

export function amenity(id: number, name: string): Amenity {
  return { id, name, description: null, category: 'Beach & Water', featured: false };
}

export function review(id: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    guest_name: `Guest ${id}`,
    location: null,
    rating: 5,
    review_date: `2025-0${(id % 9) + 1}-15`,
    stay_start_date: null,
    stay_end_date: null,
    trip_type: null,
    review_text: `Review number ${id}`,
    would_recommend: true,
    is_featured: false,
    verified_guest: true,
    reviewer_avatar_url: null,
    source: 'direct',
    ...overrides,
  };
}

export function summary(totalReviews: number, averageRating = 4.8): ReviewSummary {
  return { averageRating, totalReviews, reviewCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: totalReviews } };
}

export function attraction(id: number, overrides: Partial<Attraction> = {}): Attraction {
  return {
    id,
    name: `Attraction ${id}`,
    category: 'beach',
    description: `Description ${id}`,
    detailed_description: null,
    lat: '21.397600',
    lng: '-157.727300',
    address: '526 Kawailoa Rd, Kailua, HI 96734',
    distance: '5.1 miles',
    color: null,
    rating: 4.7,
    reviews_count: 100,
    image_url: null,
    gallery_images: [],
    tags: [],
    hours: null,
    ticket_price: null,
    ...overrides,
  };
}

export function house(overrides: Partial<HouseData> = {}): HouseData {
  return {
    property: property(),
    siteInfo: siteInfo(),
    amenities: [amenity(1, 'Kayaks'), amenity(2, 'Wi-Fi')],
    summary: summary(7),
    reviews: Array.from({ length: 7 }, (_, index) => review(index + 1)),
    ...overrides,
  };
}
