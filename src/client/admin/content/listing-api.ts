import { trpc } from '../../lib/trpc';

/** After an edit, the public reads this tab may have cached are read afresh (the server already dropped its pages). */
function usePublicRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.property.invalidate();
  };
}

export function usePropertyFacts() {
  return trpc.admin.property.facts.useQuery();
}

export function useSavePropertyFacts() {
  const utils = trpc.useUtils();
  const refresh = usePublicRefresh();
  return trpc.admin.property.updateFacts.useMutation({
    onSuccess: (facts) => {
      utils.admin.property.facts.setData(undefined, facts);
      refresh();
    },
  });
}

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

export function useAttractionsAdmin() {
  return trpc.admin.property.attractions.useQuery();
}

export function useAttractionMutations() {
  const utils = trpc.useUtils();
  const refresh = usePublicRefresh();
  const options = {
    onSuccess: (list: Parameters<typeof utils.admin.property.attractions.setData>[1]) => {
      utils.admin.property.attractions.setData(undefined, list);
      refresh();
    },
  };
  return {
    create: trpc.admin.property.createAttraction.useMutation(options),
    update: trpc.admin.property.updateAttraction.useMutation(options),
    remove: trpc.admin.property.deleteAttraction.useMutation(options),
  };
}
