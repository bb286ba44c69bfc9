import { trpc } from '../../lib/trpc';

export function usePricingSettings() {
  return trpc.admin.pricing.settings.useQuery();
}

export function usePropertyRates() {
  return trpc.admin.pricing.rates.useQuery();
}

/** Rates live on the property, the rest in the pricing setting: one Save sends both. */
export function useSavePricing() {
  const utils = trpc.useUtils();
  const rates = trpc.admin.pricing.updateRates.useMutation({ onSuccess: (saved) => utils.admin.pricing.rates.setData(undefined, saved) });
  const settings = trpc.admin.pricing.updateSettings.useMutation({
    onSuccess: async (saved) => {
      utils.admin.pricing.settings.setData(undefined, saved);
      await utils.quote.get.invalidate();
    },
  });
  return { rates, settings };
}

export function useCoupons() {
  return trpc.admin.pricing.coupons.useQuery();
}

export function useCreateCoupon() {
  const utils = trpc.useUtils();
  return trpc.admin.pricing.createCoupon.useMutation({ onSuccess: () => utils.admin.pricing.coupons.invalidate() });
}

export function useUpdateCoupon() {
  const utils = trpc.useUtils();
  return trpc.admin.pricing.updateCoupon.useMutation({ onSuccess: () => utils.admin.pricing.coupons.invalidate() });
}

export function useDeleteCoupon() {
  const utils = trpc.useUtils();
  return trpc.admin.pricing.deleteCoupon.useMutation({ onSuccess: () => utils.admin.pricing.coupons.invalidate() });
}

/** What a guest pays for a sample stay under the saved prices. */
export function useQuotePreview(input: { start: string; end: string; guests: number } | null) {
  return trpc.quote.get.useQuery(input ?? { start: '', end: '', guests: 1 }, { enabled: input !== null, retry: false });
}
