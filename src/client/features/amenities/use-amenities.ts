import type { Amenity, AmenityCategory } from '../../../shared/property/property.schemas';
import { trpc } from '../../lib/trpc';

export type AmenitiesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; amenities: Amenity[]; categories: AmenityCategory[] };

/**
 * Amenities and their categories. Only the amenities decide the section's
 * state: categories that fail to load just leave the dialog without blocks.
 */
export function useAmenities(): AmenitiesState {
  const amenities = trpc.property.amenities.useQuery();
  const categories = trpc.property.amenityCategories.useQuery();
  if (amenities.data) return { status: 'ready', amenities: amenities.data, categories: categories.data ?? [] };
  if (amenities.isError) return { status: 'error' };
  return { status: 'loading' };
}
