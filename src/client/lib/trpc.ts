import type { Operation, OperationLink, TRPCLink } from '@trpc/client';
import { createTRPCReact, httpBatchLink, httpLink, splitLink } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '../../server/app-router';
import { fetchWithTimeout } from './transport';

/** Typed hooks for every procedure: the compiler checks each call against the server. */
export const trpc = createTRPCReact<AppRouter>();

/** The server-sent events link, imported on the first subscription (see trpc-subscription-link.ts). */
function lazySubscriptionLink(url: string): TRPCLink<AppRouter> {
  return () => {
    let loaded: Promise<OperationLink<AppRouter>> | undefined;
    return ({ op }: { op: Operation }) =>
      observable((observer) => {
        let stop: (() => void) | undefined;
        let closed = false;
        loaded ??= import('./trpc-subscription-link').then((module) => module.subscriptionLink(url, { observable, transformer: superjson }));
        loaded.then(
          (link) => {
            if (closed) return;
            const subscription = link({ op, next: () => observable(() => undefined) }).subscribe(observer);
            stop = () => subscription.unsubscribe();
          },
          (error: unknown) => observer.error(error as never),
        );
        return () => {
          closed = true;
          stop?.();
        };
      });
  };
}

export function createTrpcClient(baseUrl = '') {
  const url = `${baseUrl}/trpc`;
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: lazySubscriptionLink(url),
        // Mutations go alone, so a slow sign-in never holds up a batch of reads.
        false: splitLink({
          condition: (op) => op.type === 'mutation',
          true: httpLink({ url, transformer: superjson, fetch: fetchWithTimeout }),
          false: httpBatchLink({ url, transformer: superjson, fetch: fetchWithTimeout, maxURLLength: 2000 }),
        }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;
