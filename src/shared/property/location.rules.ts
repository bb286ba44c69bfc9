import { PHOTO_ASPECT, PHOTO_DEFAULT_WIDTH } from './photo-sizes';
import type { Attraction, Coordinates, ResponsiveImage } from './property.schemas';

/** Spec §9 map constants. */
export const MAP_ZOOM = 14;
export const GENERAL_AREA_RADIUS_M = 1609.34;
export const DEFAULT_MAP_CENTER: Coordinates = { lat: 21.5136, lng: -157.8401 };
export const FALLBACK_MARKER_COLOR = '#666666';
export const PROPERTY_MARKER_SIZE_PX = 40;
export const ATTRACTION_MARKER_SIZE_PX = 24;
export const DISTANCE_UNKNOWN = 'N/A';

/** The 16 HTML basic colour keywords plus six common ones: the spec's "22 basic color names". */
export const BASIC_COLOR_NAMES: readonly string[] = [
  'black',
  'silver',
  'gray',
  'white',
  'maroon',
  'red',
  'purple',
  'fuchsia',
  'green',
  'lime',
  'olive',
  'yellow',
  'navy',
  'blue',
  'teal',
  'aqua',
  'orange',
  'pink',
  'brown',
  'gold',
  'indigo',
  'violet',
];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)`;
const SEPARATOR = String.raw`\s*(?:,\s*|\s+)`;
// Three numbers (the first may carry deg), then an optional alpha after a comma or slash.
// Strict on purpose: the value ends up inside marker HTML, so nothing else may get through.
const FUNCTION_COLOR = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:%|deg)?${SEPARATOR}${NUMBER}%?${SEPARATOR}${NUMBER}%?(?:\s*[,/]\s*${NUMBER}%?)?\s*\)$`,
  'i',
);

/** Spec §5: an attraction's marker colour is used only if it is a safe, known form; else grey. */
export function markerColor(color: string | null | undefined): string {
  const value = color?.trim() ?? '';
  if (HEX_COLOR.test(value) || FUNCTION_COLOR.test(value)) return value;
  if (BASIC_COLOR_NAMES.includes(value.toLowerCase())) return value.toLowerCase();
  return FALLBACK_MARKER_COLOR;
}

export const ATTRACTION_ICON_KEYS = ['attraction', 'restaurant', 'beach', 'transportation', 'shopping', 'default'] as const;
export type AttractionIconKey = (typeof ATTRACTION_ICON_KEYS)[number];

/** Spec §3: five known categories have their own icon; any other gets the default one. */
export function attractionIconKey(category: string | null | undefined): AttractionIconKey {
  const key = category?.trim().toLowerCase() ?? '';
  return ATTRACTION_ICON_KEYS.find((known) => known === key) ?? 'default';
}

export function distanceLabel(distance: string | null | undefined): string {
  return distance?.trim() || DISTANCE_UNKNOWN;
}

export function isValidCoordinates(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  // 0,0 is what an unconfigured record holds, not a beach house in the Gulf of Guinea.
  return !(lat === 0 && lng === 0);
}

/** Attractions carry their position as numeric strings; blank or nonsense means "no position". */
export function parseCoordinates(lat: string | null | undefined, lng: string | null | undefined): Coordinates | null {
  if (!lat?.trim() || !lng?.trim()) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return isValidCoordinates(point.lat, point.lng) ? point : null;
}

export type MapLocation =
  | { kind: 'unset' }
  | { kind: 'exact'; point: Coordinates }
  | { kind: 'approximate'; point: Coordinates }
  | { kind: 'default'; point: Coordinates };

/**
 * Where the map centres and what it draws for the house: the exact point (signed-in
 * users only), else the public approximate one with a circle, else "Location Not Set"
 * when the property is known but has no position, else the spec's default centre.
 */
export function resolveMapLocation(input: {
  propertyKnown: boolean;
  approximate?: { lat: number | null | undefined; lng: number | null | undefined } | null | undefined;
  exact?: Coordinates | null | undefined;
}): MapLocation {
  if (input.exact && isValidCoordinates(input.exact.lat, input.exact.lng)) return { kind: 'exact', point: input.exact };
  const approximate = input.approximate;
  if (approximate && isValidCoordinates(approximate.lat, approximate.lng)) {
    return { kind: 'approximate', point: { lat: approximate.lat as number, lng: approximate.lng as number } };
  }
  return input.propertyKnown ? { kind: 'unset' } : { kind: 'default', point: DEFAULT_MAP_CENTER };
}

export function generalAreaNote(signedIn: boolean): string {
  return signedIn ? 'Exact location shown after booking confirmation' : 'Exact location shown to confirmed guests';
}

/** Where directions lead: the street address when there is one, else the attraction's lat,lng. */
export function attractionDestination(attraction: Pick<Attraction, 'address' | 'lat' | 'lng'>): string | null {
  const address = attraction.address?.trim();
  if (address) return address;
  const point = parseCoordinates(attraction.lat, attraction.lng);
  return point ? `${point.lat},${point.lng}` : null;
}

/** Google Maps' documented cross-platform directions URL (api=1), driving by default. */
export function googleMapsDirectionsUrl(origin: Coordinates, destination: string): string {
  const query = [
    'api=1',
    `origin=${encodeURIComponent(`${origin.lat},${origin.lng}`)}`,
    `destination=${encodeURIComponent(destination)}`,
    'travelmode=driving',
  ].join('&');
  return `https://www.google.com/maps/dir/?${query}`;
}

/**
 * Every image an attraction shows: its uploads (ready and described, in the owner's order), then the images linked
 * by address (the main one first, then its gallery), without blanks or repeats. A linked image has no alt text of
 * its own, so it is named by the attraction and its place; its size is unknown, so it is drawn in the 3:2 frame.
 */
export function attractionImages(
  name: string,
  uploaded: readonly ResponsiveImage[],
  linked: { imageUrl: string | null; galleryImages: readonly string[] },
): ResponsiveImage[] {
  const urls = [...new Set([linked.imageUrl, ...linked.galleryImages].map((url) => url?.trim() ?? '').filter(Boolean))].filter(
    (url) => !uploaded.some((image) => image.url === url),
  );
  const total = uploaded.length + urls.length;
  return [
    ...uploaded,
    ...urls.map((url, index) => ({
      url,
      alt: `${name} (${uploaded.length + index + 1} of ${total})`,
      width: PHOTO_DEFAULT_WIDTH,
      height: Math.round(PHOTO_DEFAULT_WIDTH * PHOTO_ASPECT),
      placeholder: null,
    })),
  ];
}

/** Gallery index that wraps at both ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

export function galleryCounter(index: number, total: number): string {
  return `${wrapIndex(index, total) + 1} / ${total}`;
}
