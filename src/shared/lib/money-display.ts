const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec §5 "Other": nothing usable is $0.00, discounts keep their raw text, the rest is US dollars. */
export function formatCurrencyDisplay(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined) return usd.format(0);
  const text = String(amount).trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return usd.format(0);
  if (text.startsWith('-')) return text;
  return usd.format(value);
}
