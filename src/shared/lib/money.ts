/** Money is held as integer cents everywhere; these turn it into text only at the edge. */

export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be whole cents, got ${value}`);
  return value;
}

/** Cents as the spec's decimal string: 123456 → "1234.56", -500 → "-5.00". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal dollar string ("1234.5", "-5.00", "12") as integer cents, read as text (no float); null when it is not one. */
export function decimalToCents(decimal: string): Cents | null {
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents !== 0 ? -cents : cents;
}

/** "$1,234.56": the one way money is shown (every admin screen and e-mail); negative amounts keep their sign in front. */
export function formatUsd(cents: Cents): string {
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(cents) / 100);
  return cents < 0 ? `-${formatted}` : formatted;
}

/**
 * Share of an amount at a rate given in thousandths of a percent (11% = 11000,
 * 4.712% = 4712), rounded half up to the cent as Hawaii's tax forms do.
 */
export function applyRate(cents: Cents, milliPercent: number): Cents {
  return Math.round((cents * milliPercent) / 100_000);
}
