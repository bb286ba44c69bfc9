import { centsToDecimal } from '../lib/money';

/** One line of a quote's breakdown. Taxes say so in `kind`, whatever the owner calls them. */
export interface PriceLine {
  label: string;
  amount: string;
  kind?: 'tax' | undefined;
}

/**
 * Spec §5's rule for lines that come without the mark (an older stored quote, another API client):
 * a label containing TAT, GET or County Tax as whole words. A word ends at the label's ends, a space or
 * punctuation, but not at a hyphen or letter, so 'GET-away package' and 'GETaway' stay fees. No lookbehind:
 * older Safari cannot parse it, and this runs on the guests' pages.
 */
const TAX_LABEL = /(?:^|[^\p{L}\p{N}_-])(?:TAT|GET|[Cc]ounty\s+[Tt]ax)(?=$|[^\p{L}\p{N}_-])/u;

const isTaxLine = (line: PriceLine): boolean => line.kind === 'tax' || TAX_LABEL.test(line.label);

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
