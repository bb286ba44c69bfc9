/**
 * Reads that carry nothing personal: the same answer for every visitor. Every
 * other answer (the signed-in user, a guest's booking, anything admin) is
 * marked `Cache-Control: no-store`, so neither browser history nor a shared
 * cache keeps it.
 */
const PUBLIC_READS: Readonly<Record<string, 'kept' | 'live'>> = {
  // 'kept': changes only through a change that announces itself (an admin's, a published guest review, a finished
  // photo encoding), so its REST answer may be kept as bytes until then (http/kept-public-reads.ts, decision 059).
  'property.public': 'kept',
  'property.photos': 'kept',
  'property.amenities': 'kept',
  'property.amenityCategories': 'kept',
  'property.attractions': 'kept',
  'property.directionsCoordinates': 'kept',
  'content.siteInfo': 'kept',
  'content.policies': 'kept',
  'content.siteTexts': 'kept',
  'reviews.public': 'kept',
  'reviews.summary': 'kept',
  // 'live': a guest's hold, an iCal import or the first sign-up changes it with no announcement.
  'quote.get': 'live',
  'availability.merged': 'live',
  'auth.registrationStatus': 'live',
};

export function isPublicRead(procedure: string): boolean {
  return Object.hasOwn(PUBLIC_READS, procedure);
}

/** A public read whose answer may be kept until an announced change (see PUBLIC_READS). */
export function isKeptRead(procedure: string): boolean {
  return PUBLIC_READS[procedure] === 'kept';
}

export const NO_STORE = 'no-store';

/** The Cache-Control an answer to these calls needs, or undefined when any cache may keep it. */
export function cacheControlFor(procedures: readonly string[]): string | undefined {
  return procedures.length > 0 && procedures.every(isPublicRead) ? undefined : NO_STORE;
}
