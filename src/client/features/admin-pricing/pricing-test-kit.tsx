import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PricingSettings, PropertyRates } from '../../../shared/pricing/pricing-settings.schemas';
import type { AppRouter } from '../../../server/app-router';
import { trpc } from '../../lib/trpc';

// Component-test support: the admin pricing calls answered in memory.

export const ratesFixture = (): PropertyRates => ({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 2 });

export const settingsFixture = (): PricingSettings => ({
  weekendNightlyCents: null,
  seasons: [],
  overrides: [],
  lengthOfStayDiscounts: [],
  extraGuestFee: null,
  petFeeCents: null,
  taxes: [
    { label: 'Hawaii State TAT (11%)', milliPercent: 11_000 },
    { label: 'Oahu County TAT (3%)', milliPercent: 3_000 },
    { label: 'Hawaii GET (4.712%)', milliPercent: 4_712 },
  ],
  bookingHorizonMonths: 18,
  maxStayNights: 60,
});

export function serverError(httpStatus: number, message: string, fieldErrors?: Record<string, string[]>): TRPCClientError<AppRouter> {
  const code = httpStatus === 409 ? 'CONFLICT' : 'BAD_REQUEST';
  return TRPCClientError.from({ error: { message, code: -32600, data: { httpStatus, code, ...(fieldErrors ? { fieldErrors } : {}) } } });
}

export type Handlers = Record<string, (input: never) => unknown>;

export function pricingHandlers(overrides: Handlers = {}): Handlers {
  return {
    'admin.pricing.settings': () => settingsFixture(),
    'admin.pricing.rates': () => ratesFixture(),
    'admin.pricing.coupons': () => [],
    'admin.pricing.updateRates': (input: PropertyRates) => input,
    'admin.pricing.updateSettings': (input: PricingSettings) => input,
    ...overrides,
  };
}

export function renderWithTrpc(ui: ReactNode, handlers: Handlers = pricingHandlers()) {
  const calls: { path: string; input: unknown }[] = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push({ path: op.path, input: op.input });
      const handler = handlers[op.path];
      Promise.resolve()
        .then(() => (handler ? (handler as (input: unknown) => unknown)(op.input) : Promise.reject(serverError(500, `No handler for ${op.path}`))))
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (error: unknown) => observer.error(error instanceof TRPCClientError ? error : serverError(500, 'Failed')),
        );
    });
  const client = trpc.createClient({ links: [link] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...view, calls, inputsOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input) };
}
