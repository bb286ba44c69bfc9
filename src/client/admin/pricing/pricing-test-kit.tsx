import type { ReactNode } from 'react';
import { pricingSettingsSchema, type PricingSettings, type PropertyRates } from '../../../shared/pricing/pricing-settings.schemas';
import { renderWithTrpc as renderWithHarness, trpcError, type Handlers } from '../../test/trpc-harness';

// Component-test support: the admin pricing calls answered in memory.

const ratesFixture = (): PropertyRates => ({ baseRateCents: 50_000, cleaningFeeCents: 30_000, minNights: 2 });

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

/** A refusal as the server sends it, thrown from a handler. */
export const serverError = trpcError;

export function pricingHandlers(overrides: Handlers = {}): Handlers {
  return {
    'admin.pricing.settings': () => settingsFixture(),
    'admin.pricing.rates': () => ratesFixture(),
    'admin.pricing.coupons': () => [],
    'admin.pricing.updateRates': (input) => input,
    'admin.pricing.updateSettings': (input) => pricingSettingsSchema.parse(input),
    ...overrides,
  };
}

/** Renders pricing UI over the admin pricing calls answered in memory. */
export function renderWithTrpc(ui: ReactNode, handlers: Handlers = pricingHandlers()) {
  return renderWithHarness(ui, handlers);
}
