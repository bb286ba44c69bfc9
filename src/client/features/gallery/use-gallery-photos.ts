import type { Photo } from '../../../shared/property/property.schemas';
import { trpc } from '../../lib/trpc';

/** The house photos for the gallery; a failed call counts as none, so the samples show. */
export function useGalleryPhotos(): { photos: Photo[]; isLoading: boolean } {
  const query = trpc.property.photos.useQuery();
  return { photos: query.data ?? [], isLoading: query.isPending };
}
