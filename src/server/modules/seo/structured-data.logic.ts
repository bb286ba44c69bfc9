/**
 * schema.org JSON-LD builders. Pure: every input comes from the public DTOs,
 * so nothing private (the street address, the exact point) can leak into a page.
 */
import { addDaysIso } from '../../../shared/lib/dates';
import type { Amenity, Attraction, PropertyPublic, SiteInfo } from '../../../shared/property/property.schemas';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { SEO_OFFER_VALID_DAYS, SEO_STRUCTURED_REVIEWS } from '../../../shared/seo/seo.constants';
import { absoluteUrl } from './seo.logic';

type Ld = Record<string, unknown>;

export interface LdContext {
  publicUrl: string;
  /** Today at the house, yyyy-MM-dd: the offer's validity counts from here. */
  today: string;
}

export interface Crumb {
  name: string;
  path: string;
}

const SCHEMA = 'https://schema.org';

export function ldId(publicUrl: string, fragment: string): string {
  return `${absoluteUrl(publicUrl, '/')}#${fragment}`;
}

/** Site info keeps the address as "city, state, postal code"; the spec's house is in Kaneohe, HI. */
export function postalAddressLd(address: string): Ld {
  const [locality, region, postalCode] = address.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality || 'Kaneohe',
    addressRegion: region || 'HI',
    postalCode: postalCode || undefined,
    addressCountry: 'US',
  };
}

export function geoLd(lat: number, lng: number): Ld {
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
}

/** schema.org Time wants seconds: "15:00" → "15:00:00"; anything else passes through. */
export function schemaTime(value: string): string {
  return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
}

/** No rating without reviews: search engines reject an AggregateRating with a count of 0. */
export function aggregateRatingLd(summary: ReviewSummary): Ld | undefined {
  if (summary.totalReviews <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.averageRating,
    reviewCount: summary.totalReviews,
    bestRating: 5,
    worstRating: 1,
  };
}

export function offerLd(property: Pick<PropertyPublic, 'base_rate' | 'currency'>, context: LdContext): Ld {
  return {
    '@type': 'Offer',
    price: property.base_rate,
    priceCurrency: property.currency,
    priceValidUntil: addDaysIso(context.today, SEO_OFFER_VALID_DAYS),
    availability: `${SCHEMA}/InStock`,
    url: absoluteUrl(context.publicUrl, '/booking'),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: property.base_rate,
      priceCurrency: property.currency,
      unitText: 'night',
    },
  };
}

export function reviewLd(review: PublicReview): Ld {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.guest_name },
    datePublished: review.review_date,
    reviewBody: review.review_text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

export function reviewsLd(reviews: readonly PublicReview[]): Ld[] | undefined {
  const items = reviews.slice(0, SEO_STRUCTURED_REVIEWS).map(reviewLd);
  return items.length > 0 ? items : undefined;
}

export function breadcrumbLd(publicUrl: string, trail: readonly Crumb[]): Ld {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

export function organizationLd(siteInfo: SiteInfo, publicUrl: string, images: { logo: string; image: string }): Ld {
  const sameAs = Object.values(siteInfo.social_links).filter((link) => /^https?:\/\//i.test(link));
  return {
    '@type': 'Organization',
    '@id': ldId(publicUrl, 'organization'),
    name: siteInfo.site_name,
    description: siteInfo.site_description,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, images.logo),
    image: absoluteUrl(publicUrl, images.image),
    email: siteInfo.contact_email,
    telephone: siteInfo.contact_phone,
    address: postalAddressLd(siteInfo.address),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** The general area only: geo is the approximate centre of the public one-mile circle. */
export function placeLd(property: PropertyPublic, siteInfo: SiteInfo, publicUrl: string): Ld {
  return {
    '@type': 'Place',
    '@id': ldId(publicUrl, 'place'),
    name: property.general_location,
    address: postalAddressLd(siteInfo.address),
    geo: geoLd(property.lat, property.lng),
  };
}

export interface HouseData {
  property: PropertyPublic;
  siteInfo: SiteInfo;
  amenities: readonly Amenity[];
  summary: ReviewSummary;
  reviews: readonly PublicReview[];
}

function houseCommon(data: HouseData, context: LdContext): Ld {
  const { property, siteInfo } = data;
  return {
    name: property.title,
    description: property.description,
    url: absoluteUrl(context.publicUrl, '/'),
    image: property.photos.map((photo) => absoluteUrl(context.publicUrl, photo.url)),
    address: postalAddressLd(siteInfo.address),
    geo: geoLd(property.lat, property.lng),
    telephone: siteInfo.contact_phone,
    email: siteInfo.contact_email,
    priceRange: property.price_range,
    checkinTime: schemaTime(property.check_in_time),
    checkoutTime: schemaTime(property.check_out_time),
    petsAllowed: property.pets_allowed,
    smokingAllowed: property.smoking_allowed,
    numberOfRooms: property.bedrooms,
    amenityFeature:
      data.amenities.length > 0
        ? data.amenities.map((amenity) => ({ '@type': 'LocationFeatureSpecification', name: amenity.name, value: true }))
        : undefined,
    aggregateRating: aggregateRatingLd(data.summary),
    makesOffer: offerLd(property, context),
    brand: { '@id': ldId(context.publicUrl, 'organization') },
    containedInPlace: { '@id': ldId(context.publicUrl, 'place') },
  };
}

export function vacationRentalLd(data: HouseData, context: LdContext): Ld {
  const { property } = data;
  return {
    '@type': 'VacationRental',
    '@id': ldId(context.publicUrl, 'vacation-rental'),
    ...houseCommon(data, context),
    latitude: property.lat,
    longitude: property.lng,
    occupancy: { '@type': 'QuantitativeValue', maxValue: property.max_guests },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: property.bedrooms,
      numberOfBathroomsTotal: property.bathrooms,
      numberOfRooms: property.bedrooms,
      occupancy: { '@type': 'QuantitativeValue', maxValue: property.max_guests },
      floorSize: { '@type': 'QuantitativeValue', value: property.square_feet, unitCode: 'FTK' },
    },
    review: reviewsLd(data.reviews),
  };
}

export function lodgingBusinessLd(data: HouseData, context: LdContext): Ld {
  return {
    '@type': 'LodgingBusiness',
    '@id': ldId(context.publicUrl, 'lodging-business'),
    ...houseCommon(data, context),
  };
}

export interface ProductData {
  property: PropertyPublic;
  siteInfo: SiteInfo;
  summary: ReviewSummary;
  reviews?: readonly PublicReview[];
}

export function productLd(data: ProductData, context: LdContext, path: string): Ld {
  return {
    '@type': 'Product',
    '@id': `${absoluteUrl(context.publicUrl, path)}#product`,
    name: data.property.title,
    description: data.property.description,
    image: data.property.photos.map((photo) => absoluteUrl(context.publicUrl, photo.url)),
    brand: { '@type': 'Brand', name: data.siteInfo.site_name },
    aggregateRating: aggregateRatingLd(data.summary),
    offers: offerLd(data.property, context),
    review: data.reviews ? reviewsLd(data.reviews) : undefined,
  };
}

/** Attractions are public places, so their own coordinates are fine to publish. */
export function touristAttractionLd(attraction: Attraction, publicUrl: string): Ld {
  const lat = Number(attraction.lat);
  const lng = Number(attraction.lng);
  const hasGeo = attraction.lat.trim() !== '' && attraction.lng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  return {
    '@type': 'TouristAttraction',
    name: attraction.name,
    description: attraction.description,
    address: attraction.address || undefined,
    geo: hasGeo ? geoLd(lat, lng) : undefined,
    image: attraction.image_url ? absoluteUrl(publicUrl, attraction.image_url) : undefined,
    keywords: attraction.tags.length > 0 ? attraction.tags.join(', ') : undefined,
  };
}

export function attractionListLd(attractions: readonly Attraction[], publicUrl: string, name: string): Ld {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: attractions.length,
    itemListElement: attractions.map((attraction, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: touristAttractionLd(attraction, publicUrl),
    })),
  };
}

/** One JSON-LD document holding several linked nodes. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions and answers of a page's FAQ blocks, all of them in the one FAQPage a page may have. */
export function faqPageLd(entries: readonly FaqEntry[]): Ld {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

export function graphLd(nodes: readonly Ld[]): Ld {
  return { '@context': SCHEMA, '@graph': nodes };
}
