import type { QueryClient } from '@tanstack/react-query';
import type { TrpcClient } from '../lib/trpc';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ queryClient, trpcClient }: { queryClient: QueryClient; trpcClient: TrpcClient }) {
  return (
    <Providers queryClient={queryClient} trpcClient={trpcClient}>
      <AppRoutes />
    </Providers>
  );
}
