// STUB (helper D replaces): the owner's pricing settings, seasons, overrides, taxes and coupons.
export function PricingPanel() {
  return <h1>Pricing</h1>;
}
