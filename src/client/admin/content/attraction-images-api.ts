import type { AdminAttractionImage } from '../../../shared/property/attraction-image-admin.schemas';
import { trpc } from '../../lib/trpc';
import { usePublicRefresh } from './facts-api';

export const preparing = (image: AdminAttractionImage) => image.job?.status === 'queued' || image.job?.status === 'running';

/** An attraction's images, polled while one is being prepared (any server process may be encoding it). */
export function useAttractionImages(attractionId: number) {
  return trpc.admin.attractionImages.list.useQuery({ attractionId }, { refetchInterval: (query) => (query.state.data?.some(preparing) ? 1000 : false) });
}

/** Describe, order and remove; each change is read afresh by the list, the attractions table and the public reads. */
export function useAttractionImageMutations(attractionId: number) {
  const utils = trpc.useUtils();
  const refreshPublic = usePublicRefresh();
  const refresh = () => {
    void utils.admin.attractionImages.list.invalidate({ attractionId });
    void utils.admin.property.attractions.invalidate();
    refreshPublic();
  };
  return {
    refresh,
    update: trpc.admin.attractionImages.update.useMutation({ onSuccess: refresh }),
    reorder: trpc.admin.attractionImages.reorder.useMutation({ onSettled: refresh }),
    remove: trpc.admin.attractionImages.remove.useMutation({ onSuccess: refresh }),
  };
}
