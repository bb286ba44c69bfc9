import type { Coordinates } from '../../../shared/property/property.schemas';
import { parseCoordinates } from '../../../shared/property/location.rules';

/** Mean radius of the Earth, as the haversine formula wants it. */
export const EARTH_RADIUS_M = 6_371_008.8;
export const METERS_PER_MILE = 1609.344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points. */
export function haversineMeters(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * What the site shows as an attraction's distance "from the property": straight-line
 * miles from the PUBLIC (approximate) point, to 0.1 mile. Measured from the exact
 * point, ten such circles pin the house down to ~20 m (probe F6); from the public
 * point they can only find the public point, which everyone already has. Null when
 * the attraction has no usable position.
 */
export function publicDistanceLabel(publicPoint: Coordinates, attraction: { lat: string | number; lng: string | number }): string | null {
  const point = parseCoordinates(String(attraction.lat), String(attraction.lng));
  if (!point) return null;
  return `${(haversineMeters(publicPoint, point) / METERS_PER_MILE).toFixed(1)} miles`;
}
