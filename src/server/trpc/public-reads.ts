/**
 * Reads that carry nothing personal: the same answer for every visitor. Every
 * other answer (the signed-in user, a guest's booking, anything admin) is
 * marked `Cache-Control: no-store`, so neither browser history nor a shared
 * cache keeps it.
 */
const PUBLIC_READS = new Set([
  'property.public',
  'property.photos',
  'property.amenities',
  'property.amenityCategories',
  'property.attractions',
  'property.directionsCoordinates',
  'content.siteInfo',
  'content.policies',
  'content.siteTexts',
  'reviews.public',
  'reviews.summary',
  'quote.get',
  'availability.merged',
  'auth.registrationStatus',
]);

export function isPublicRead(procedure: string): boolean {
  return PUBLIC_READS.has(procedure);
}

export const NO_STORE = 'no-store';

/** The Cache-Control an answer to these calls needs, or undefined when any cache may keep it. */
export function cacheControlFor(procedures: readonly string[]): string | undefined {
  return procedures.length > 0 && procedures.every(isPublicRead) ? undefined : NO_STORE;
}
