import { trpc } from '../../lib/trpc';
import { usePublicRefresh } from './facts-api';

export function useAmenitiesAdmin() {
  return trpc.admin.property.amenities.useQuery();
}

/** Every amenity change answers with both lists as they now are. */
export function useAmenityMutations() {
  const utils = trpc.useUtils();
  const refresh = usePublicRefresh();
  const options = {
    onSuccess: (lists: Parameters<typeof utils.admin.property.amenities.setData>[1]) => {
      utils.admin.property.amenities.setData(undefined, lists);
      refresh();
    },
  };
  return {
    createCategory: trpc.admin.property.createCategory.useMutation(options),
    updateCategory: trpc.admin.property.updateCategory.useMutation(options),
    moveCategory: trpc.admin.property.moveCategory.useMutation(options),
    deleteCategory: trpc.admin.property.deleteCategory.useMutation(options),
    createAmenity: trpc.admin.property.createAmenity.useMutation(options),
    updateAmenity: trpc.admin.property.updateAmenity.useMutation(options),
    moveAmenity: trpc.admin.property.moveAmenity.useMutation(options),
    deleteAmenity: trpc.admin.property.deleteAmenity.useMutation(options),
  };
}
