import { preloadable } from './lazy-page';

/**
 * The heavy below-the-fold parts, loaded as they near the viewport, or ahead
 * of that when a pointer rests on a link to a page that shows them.
 */
export const sections = {
  reviews: preloadable(() => import('../features/reviews/reviews-section').then((module) => ({ default: module.ReviewsSection }))),
  amenities: preloadable(() => import('../features/amenities/amenities-section').then((module) => ({ default: module.AmenitiesSection }))),
  location: preloadable(() => import('../features/location/location-section').then((module) => ({ default: module.LocationSection }))),
  // Leaflet and its CSS live only in this chunk.
  map: preloadable(() => import('../features/location/location-map')),
};
