import { trpc } from '../../lib/trpc';

export function usePublicProperty() {
  return trpc.property.public.useQuery();
}

export function usePhotos() {
  return trpc.property.photos.useQuery();
}
