import type { ReactNode } from 'react';
import type { User } from '../../../shared/auth/auth.schemas';
import { attractionImages } from '../../../shared/property/location.rules';
import type { Attraction, PropertyPublic } from '../../../shared/property/property.schemas';
import { createTrpcHarness, type Handlers } from '../../test/trpc-harness';
import { Toaster } from '../../ui/toast';
import { AuthContext, type AuthState } from '../auth/auth-test-kit';
import { publicPropertyFixture } from '../../../test/fixtures/property';

// Test support for this feature's component tests: fixtures and an app shell
// whose tRPC calls are answered in memory, so no server is needed.

/** As the server gives it: `images` follows the linked image_url and gallery_images unless given. */
export function attractionFixture(overrides: Partial<Attraction> = {}): Attraction {
  const name = overrides.name ?? 'Kailua Beach Park';
  const images = overrides.images ?? attractionImages(name, [], { imageUrl: overrides.image_url ?? null, galleryImages: overrides.gallery_images ?? [] });
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
    images,
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

export { trpcError, type Handlers } from '../../test/trpc-harness';

/** The providers the location feature needs, over `handlers`; `calls` lists the procedures asked, in order. */
export function renderShell(handlers: Handlers, user: User | null = null) {
  const harness = createTrpcHarness(handlers);
  const { TrpcProviders } = harness;
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
      <TrpcProviders>
        <AuthContext.Provider value={auth}>
          {children}
          <Toaster />
        </AuthContext.Provider>
      </TrpcProviders>
    );
  }
  return {
    Shell,
    get calls() {
      return harness.calls.map((call) => call.path);
    },
  };
}
