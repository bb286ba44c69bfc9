import type { Coordinates } from './property.schemas';
import { GENERAL_AREA_RADIUS_M } from './location.rules';

/** Mean radius of the Earth, as the haversine formula wants it. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points. */
export function haversineMeters(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far the public (approximate) point must be from the house (decision 040): at least half a mile, so the
 * public point does not give the house away, and at most the one-mile circle the map draws around it, so the
 * house is always inside the "General area (1-mile radius)" a guest is shown.
 */
export const PUBLIC_POINT_MIN_OFFSET_M = GENERAL_AREA_RADIUS_M / 2;
export const PUBLIC_POINT_MAX_OFFSET_M = GENERAL_AREA_RADIUS_M;

const metresText = (metres: number) => `${Math.round(metres).toLocaleString('en-US')} m`;

/** Why this public point will not do for a house at `exact`, or null when it will. */
export function publicPointProblem(exact: Coordinates, approximate: Coordinates): string | null {
  const offset = haversineMeters(exact, approximate);
  if (offset < PUBLIC_POINT_MIN_OFFSET_M) {
    return `The public point is ${metresText(offset)} from the house: move it at least ${metresText(PUBLIC_POINT_MIN_OFFSET_M)} (half a mile) away, so it does not give the house away`;
  }
  if (offset > PUBLIC_POINT_MAX_OFFSET_M) {
    return `The public point is ${metresText(offset)} from the house: keep it within ${metresText(PUBLIC_POINT_MAX_OFFSET_M)} (one mile), the circle the map shows around it`;
  }
  return null;
}
