import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { trpc, type TrpcClient } from '../lib/trpc';
import { AriaRouter } from '../app/aria-router';

/**
 * What an island needs around it, on the server and in the browser alike: the page's shared query cache, tRPC and
 * the signed-in user (the header shows the admin's links). The booking context and the toasts are the app's alone.
 */
export function IslandProviders({ queryClient, trpcClient, children }: { queryClient: QueryClient; trpcClient: TrpcClient; children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AriaRouter>
          <AuthProvider>{children}</AuthProvider>
        </AriaRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
