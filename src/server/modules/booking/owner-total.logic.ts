import { centsToDecimal, type Cents } from '../../../shared/lib/money';
import type { Quote } from '../../../shared/quote/quote.schemas';
import type { PricedStay, TaxRule } from '../pricing/pricing.types';

export const OWNER_ADJUSTMENT_LABEL = 'Owner’s price adjustment';

/**
 * An owner's all-in total for a stay, split as the engine would have split it: the taxable part (rent and
 * fees, the difference shown as one 'Owner’s price adjustment' line) and each tax at its own rate. The total
 * T holds a taxable base B and taxes B·r: each tax is T·r/(1 + Σr), rounded cumulatively so the cents add up
 * to T exactly. Keeping the engine's tax lines instead would tax a $1,000 stay as a $1,543 one (the tax
 * report then shows TAT at 18.9% of gross rental proceeds).
 */
export function withOwnerTotal(quote: Quote, priced: PricedStay, taxes: readonly TaxRule[], totalCents: Cents): { quote: Quote; priced: PricedStay } {
  if (totalCents === priced.totalCents) return { quote, priced };
  const allRates = 100_000 + taxes.reduce((sum, tax) => sum + tax.milliPercent, 0);
  let rates = 0;
  let taxesCents = 0;
  const taxLines = taxes.map((tax) => {
    rates += tax.milliPercent;
    const upToThis = Math.round((totalCents * rates) / allRates);
    const line = { label: tax.label, cents: upToThis - taxesCents };
    taxesCents = upToThis;
    return line;
  });
  const taxableCents = totalCents - taxesCents;
  const adjustmentCents = taxableCents - priced.taxableCents;
  return {
    priced: { ...priced, taxableCents, taxLines, taxesCents, totalCents },
    quote: {
      ...quote,
      taxes: centsToDecimal(taxesCents),
      total: centsToDecimal(totalCents),
      breakdown: [
        ...quote.breakdown.filter((line) => line.kind !== 'tax'),
        ...(adjustmentCents === 0 ? [] : [{ label: OWNER_ADJUSTMENT_LABEL, amount: centsToDecimal(adjustmentCents) }]),
        ...taxLines.map((line) => ({ label: line.label, amount: centsToDecimal(line.cents), kind: 'tax' as const })),
      ],
    },
  };
}
