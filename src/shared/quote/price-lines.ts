import { centsToDecimal } from '../lib/money';

/** One line of a quote's breakdown. Taxes say so in `kind`, whatever the owner calls them. */
export interface PriceLine {
  label: string;
  amount: string;
  kind?: 'tax' | undefined;
}

const isTaxLine = (line: PriceLine) => line.kind === 'tax';

/** Every tax line becomes one 'Taxes' line, where the first one stood. */
export function mergeTaxLines(lines: readonly PriceLine[]): PriceLine[] {
  const taxes = lines.filter(isTaxLine);
  if (taxes.length === 0) return [...lines];
  const cents = taxes.reduce((sum, line) => sum + Math.round((Number(line.amount) || 0) * 100), 0);
  const merged: PriceLine = { label: 'Taxes', amount: centsToDecimal(cents) };
  const at = lines.findIndex(isTaxLine);
  const rest = lines.filter((line) => !isTaxLine(line));
  return [...rest.slice(0, at), merged, ...rest.slice(at)];
}
