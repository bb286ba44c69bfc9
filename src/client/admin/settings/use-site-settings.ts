import { trpc } from '../../lib/trpc';

export function useSiteSettings() {
  return trpc.admin.site.settings.useQuery();
}

export function useIntegrationStatus() {
  return trpc.admin.site.integrations.useQuery();
}

/** A save changes what every public page shows: site info and the house are read afresh. */
export function useSaveSiteSettings() {
  const utils = trpc.useUtils();
  return trpc.admin.site.update.useMutation({
    onSuccess: (settings) => {
      utils.admin.site.settings.setData(undefined, settings);
      void utils.content.siteInfo.invalidate();
      void utils.property.public.invalidate();
    },
  });
}
