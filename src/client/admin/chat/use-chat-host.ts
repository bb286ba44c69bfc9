import { trpc } from '../../lib/trpc';

export function useChatHost() {
  return trpc.admin.content.chatHost.useQuery();
}

/** Saving changes what every public page shows beside the chat button: site info is read afresh. */
export function useSaveChatHost() {
  const utils = trpc.useUtils();
  return trpc.admin.content.updateChatHost.useMutation({
    onSuccess: (host) => {
      utils.admin.content.chatHost.setData(undefined, host);
      void utils.content.siteInfo.invalidate();
    },
  });
}
