import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { PENDING_BOOKING_KEY, type BookingDraft } from './booking-draft';
import { createTrpcHarness, type Handlers } from '../../test/trpc-harness';
import { Toaster } from '../../ui/toast';
import { BookingProvider } from './booking-provider';
import { publicPropertyFixture } from '../../../test/fixtures/property';

// Test support for this feature's component tests: fixtures and an app shell
// whose tRPC calls are answered in memory, so no server is needed.

/** 10:00 on 10 June 2026 at the house (20:00 UTC; already the 11th in the tests' Tokyo zone). */
export const NOW = new Date('2026-06-10T20:00:00Z');
export const TODAY = '2026-06-10';

/** Freezes the clock only: timers stay real so React Aria and user-event behave. */
export function freezeClock(at: Date = NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

// This feature uses the shared property as it is.
export { publicPropertyFixture as propertyFixture };

export function quoteFixture(start: string, end: string, guests = 2, overrides: Partial<Quote> = {}): Quote {
  return {
    start,
    end,
    guests,
    nights: 3,
    currency: 'USD',
    nightlyRate: '500.00',
    base_price: '1500.00',
    cleaningFee: '300.00',
    serviceFee: '0.00',
    taxes: '342.68',
    discount: '-150.00',
    total: '1992.68',
    breakdown: [
      { label: '$500.00 x 3 nights', amount: '1500.00' },
      { label: 'Weekly discount', amount: '-150.00' },
      { label: 'Cleaning fee', amount: '300.00' },
      { label: 'Hawaii State TAT (11%)', amount: '181.50', kind: 'tax' },
      { label: 'Oahu County TAT (3%)', amount: '49.50', kind: 'tax' },
      { label: 'Hawaii GET (4.712%)', amount: '111.68', kind: 'tax' },
    ],
    ...overrides,
  };
}

/** An older stored quote (or another API client's): tax lines without `kind`, and a fee that merely sounds like a tax. */
export function unmarkedTaxQuoteFixture(start: string, end: string, guests: number): Quote {
  const quote = quoteFixture(start, end, guests, { total: '2012.68' });
  const breakdown = quote.breakdown.map(({ label, amount }) => ({ label, amount }));
  return { ...quote, breakdown: [...breakdown, { label: 'GET-away package', amount: '20.00' }] };
}

// One harness for every feature's component tests; re-exported here for this feature's tests.
export { trpcError, type Handlers } from '../../test/trpc-harness';

export function defaultHandlers(overrides: Handlers = {}): Handlers {
  return {
    'property.public': () => publicPropertyFixture(),
    'availability.merged': ({ start, end }) => ({ start, end, availability: { blocked_dates: [] }, minimumStay: { defaultNights: 1, seasons: [] } }),
    'quote.get': ({ start, end, guests }) => quoteFixture(start, end, Number(guests)),
    ...overrides,
  };
}

export function renderBooking(ui: ReactNode, { handlers = defaultHandlers(), path = '/booking' }: { handlers?: Handlers; path?: string } = {}) {
  const { TrpcProviders, calls, queryClient } = createTrpcHarness(handlers);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <TrpcProviders>
      <Router hook={location.hook}>
        <BookingProvider>
          {ui}
          <Toaster />
        </BookingProvider>
      </Router>
    </TrpcProviders>,
  );
  return { ...view, calls, location, queryClient };
}

/** The draft Reserve leaves in sessionStorage for the booking steps. */
export function draftFixture(overrides: Partial<BookingDraft> = {}): BookingDraft {
  const quote = quoteFixture('2026-06-12', '2026-06-15', 3);
  return {
    bookingId: 'booking-1',
    checkIn: '2026-06-12',
    checkOut: '2026-06-15',
    guests: 3,
    total: quote.total,
    currency: 'USD',
    nights: 3,
    nightlyRate: quote.nightlyRate,
    breakdown: quote.breakdown,
    ...overrides,
  };
}

export const seedDraft = (draft: BookingDraft = draftFixture()) => sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(draft));
