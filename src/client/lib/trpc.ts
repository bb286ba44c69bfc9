import { createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/app-router';
import { fetchWithTimeout } from './transport';

/** Typed hooks for every procedure: the compiler checks each call against the server. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(baseUrl = '') {
  const url = `${baseUrl}/trpc`;
  return trpc.createClient({
    links: [
      // Mutations go alone, so a slow sign-in never holds up a batch of reads.
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url, transformer: superjson, fetch: fetchWithTimeout }),
        false: httpBatchLink({ url, transformer: superjson, fetch: fetchWithTimeout, maxURLLength: 2000 }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
