import type { Coordinates } from '../../../shared/property/property.schemas';
import { parseCoordinates } from '../../../shared/property/location.rules';
import { haversineMeters } from '../../../shared/property/public-point.rules';

export const METERS_PER_MILE = 1609.344;

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
