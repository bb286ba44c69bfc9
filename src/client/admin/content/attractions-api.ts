import { trpc } from '../../lib/trpc';
import { usePublicRefresh } from './facts-api';

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
