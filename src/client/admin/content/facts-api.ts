import { trpc } from '../../lib/trpc';

/** After an edit, the public reads this tab may have cached are read afresh (the server already dropped its pages). */
export function usePublicRefresh() {
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
