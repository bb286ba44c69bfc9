import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/auth/auth.schemas';
import type { Attraction, PropertyPublic } from '../../../shared/property/property.schemas';
import type { AppRouter } from '../../../server/app-router';
import { trpc } from '../../lib/trpc';
import { Toaster } from '../../ui/toast';
import { AuthContext, type AuthState } from '../auth/auth-provider';
import { publicPropertyFixture } from '../../../test/fixtures/property';

// Test support for this feature's component tests: fixtures and an app shell
// whose tRPC calls are answered in memory, so no server is needed.

export function attractionFixture(overrides: Partial<Attraction> = {}): Attraction {
  return {
    id: 1,
    name: 'Kailua Beach Park',
    category: 'beach',
    description: 'A long, wide crescent of soft white sand.',
    detailed_description: 'Kailua Beach stretches about two and a half miles along Kailua Bay.',
    lat: '21.3976',
    lng: '-157.7273',
    address: '526 Kawailoa Rd, Kailua, HI 96734',
    distance: '5.1 miles',
    color: '#0e7490',
    rating: 4.8,
    reviews_count: 9120,
    image_url: null,
    gallery_images: [],
    tags: ['swimming', 'lifeguards'],
    hours: null,
    ticket_price: null,
    ...overrides,
  };
}

export function propertyFixture(overrides: Partial<PropertyPublic> = {}): PropertyPublic {
  return publicPropertyFixture({
    title: 'Oceanfront Beach House on Kaneohe Bay',
    general_location: 'Kaneohe, Oahu, Hawaii',
    lat: 21.43,
    cleaning_fee: '250.00',
    ...overrides,
  });
}

export const USER: User = { id: '1', name: 'Leilani', email: 'l@example.com', role: 'owner' };

export function trpcError(httpStatus: number, message = 'Failed'): TRPCClientError<AppRouter> {
  return TRPCClientError.from({ error: { message, code: -32000, data: { httpStatus, code: 'INTERNAL_SERVER_ERROR' } } });
}

/** Procedure path → answer; a missing path fails like a 500 would. */
export type Handlers = Record<string, () => unknown>;

export function renderShell(handlers: Handlers, user: User | null = null) {
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push(op.path);
      const handler = handlers[op.path];
      Promise.resolve()
        .then(() => (handler ? handler() : Promise.reject(trpcError(500, `No handler for ${op.path}`))))
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error instanceof TRPCClientError ? error : trpcError(500)),
        );
    });
  const client = trpc.createClient({ links: [link] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthState = {
    user,
    isLoading: false,
    login: async () => Promise.reject(new Error('unused')),
    register: async () => Promise.reject(new Error('unused')),
    logout: async () => undefined,
    isLoggingOut: false,
  };
  function Shell({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <AuthContext.Provider value={auth}>
            {children}
            <Toaster />
          </AuthContext.Provider>
        </QueryClientProvider>
      </trpc.Provider>
    );
  }
  return { Shell, calls };
}
