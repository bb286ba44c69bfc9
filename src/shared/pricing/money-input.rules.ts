import { centsToDecimal, type Cents } from '../lib/money';

// The owner types dollars and percents; storage holds integer cents and
// thousandths of a percent. Parsing works on the digits as text, so no
// binary float ever rounds an amount (0.29 * 100 is 28.999… in floats).

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d+)(?:\.(\d{1,3}))?\s*%?$/;

/** "125", "$1,250.5", "99.99" → cents; null when it is not a dollar amount. */
export function parseDollars(text: string): Cents | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the owner would type them: 12500 → "125", 12550 → "125.50". */
export function centsToDollarInput(cents: Cents): string {
  const decimal = centsToDecimal(cents);
  return decimal.endsWith('.00') ? decimal.slice(0, -3) : decimal;
}

/** "11", "4.712", "10%" → thousandths of a percent (11000, 4712, 10000); null otherwise. */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** 11000 → "11", 4712 → "4.712", 12500 → "12.5". */
export function milliPercentToInput(milliPercent: number): string {
  const whole = Math.floor(milliPercent / 1000);
  const fraction = String(milliPercent % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "7" → 7; null for anything but a whole number. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
