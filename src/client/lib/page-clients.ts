import { hydrate, type QueryClient } from '@tanstack/react-query';
import { parseServerState, SERVER_STATE_ID } from '../../shared/lib/server-state';
import { createQueryClient } from './query-client';
import { createTrpcClient, type TrpcClient } from './trpc';

/** The query cache and the tRPC client every React root of the page shares (the app's, or each island's). */
export interface PageClients {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** Whether the server's data for this page was in the HTML (and is now in the cache). */
  hadServerState: boolean;
}

/** The page's clients, the cache filled with the data the server rendered the page from. */
export function createPageClients(): PageClients {
  const queryClient = createQueryClient();
  const serverState = parseServerState(document.getElementById(SERVER_STATE_ID)?.textContent);
  if (serverState) hydrate(queryClient, serverState);
  return { queryClient, trpcClient: createTrpcClient(), hadServerState: Boolean(serverState) };
}
