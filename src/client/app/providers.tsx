import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { BookingProvider } from '../features/booking/booking-provider';
import { startCacheUpkeep } from '../lib/query-client';
import { trpc, type TrpcClient } from '../lib/trpc';
import { AriaRouter } from './aria-router';
import { Toaster } from '../ui/toast';

export function Providers({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}) {
  useEffect(() => startCacheUpkeep(queryClient), [queryClient]);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AriaRouter>
          <AuthProvider>
            <BookingProvider>
              {children}
              <Toaster />
            </BookingProvider>
          </AuthProvider>
        </AriaRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
