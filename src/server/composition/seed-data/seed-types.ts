// Shapes of the seed content. The seeder turns these into entities; tests and
// e2e fixtures read the same data, so there is one source for "the beach house".

export interface PropertySeed {
  slug: string;
  title: string;
  /** Public, deliberately vague: shown to everybody. */
  generalLocation: string;
  description: string;
  /** Exact street address: only for confirmed guests and admins. */
  address: string;
  exactLat: number;
  exactLng: number;
  /** Centre of the public 1-mile circle; within a mile of the exact point. */
  approxLat: number;
  approxLng: number;
  squareFeet: number;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  baseRateCents: number;
  cleaningFeeCents: number;
  /** 24-hour "HH:mm", property local time (Pacific/Honolulu). */
  checkInTime: string;
  checkOutTime: string;
  petsAllowed: boolean;
  smokingAllowed: boolean;
  minNights: number;
  houseRules: string[];
  checkInInstructions: string;
}

export interface PhotoSeed {
  /** File stem of the generated images: /photos/{slug}-{width}.{webp|avif}. */
  slug: string;
  alt: string;
  isFeatured: boolean;
  sortOrder: number;
}

export interface AmenityCategorySeed {
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
}

export interface AmenitySeed {
  name: string;
  description: string;
  /** Must equal an AmenityCategorySeed.name. */
  category: string;
  featured: boolean;
}

export type AttractionCategory = 'attraction' | 'restaurant' | 'beach' | 'transportation' | 'shopping';

export interface AttractionSeed {
  name: string;
  category: AttractionCategory;
  description: string;
  detailedDescription: string;
  lat: number;
  lng: number;
  address: string;
  /** Human text, e.g. "2.1 miles". */
  distance: string;
  /** Marker colour: hex like "#0e7490". */
  color: string;
  rating: number;
  reviewsCount: number;
  tags: string[];
  hours: string | null;
  ticketPrice: string | null;
}

export type ReviewSource = 'direct' | 'airbnb' | 'vrbo';

export interface ReviewSeed {
  guestName: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** yyyy-MM-dd */
  reviewDate: string;
  stayStartDate: string;
  stayEndDate: string;
  tripType: string;
  reviewText: string;
  wouldRecommend: boolean;
  isFeatured: boolean;
  verifiedGuest: boolean;
  source: ReviewSource;
}

export interface SiteInfoSeed {
  siteName: string;
  siteDescription: string;
  /** "City, State, Postal code" as the spec's site info has it. */
  address: string;
  contactPhone: string;
  contactEmail: string;
  socialLinks: { instagram: string; facebook: string; twitter: string };
  /** Honolulu's advertising rule: every listing shows these. */
  tatRegistrationId: string;
  getLicenseId: string;
  /** County registration number or Nonconforming Use Certificate number. */
  countyRegistration: string;
  taxMapKey: string;
  /** Who answers the chat: site info's `host`. */
  host: { name: string; firstName: string; photoUrl: string; usuallyAnswers: string };
}

export interface PolicySeed {
  /** Anchor on /policies: cancellation, terms, privacy, house-rules. */
  slug: 'cancellation' | 'terms' | 'privacy' | 'house-rules';
  title: string;
  /** Plain paragraphs separated by blank lines; no HTML. */
  body: string;
}
