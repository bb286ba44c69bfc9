import type { TaxRule } from './pricing.types';

/** Oahu's 2026 rates for stays under 180 days, all on rent plus mandatory fees. */
export const OAHU_TAXES_2026: readonly TaxRule[] = [
  { label: 'Hawaii State TAT (11%)', milliPercent: 11_000 },
  { label: 'Oahu County TAT (3%)', milliPercent: 3_000 },
  { label: 'Hawaii GET (4.712%)', milliPercent: 4_712 },
];
