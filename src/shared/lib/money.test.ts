import { describe, expect, it } from 'vitest';
import { applyRate, centsToDecimal, decimalToCents, formatUsd } from './money';

describe('money in integer cents', () => {
  it('writes decimal strings exactly', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-500)).toBe('-5.00');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it.each([
    [273038, '$2,730.38'],
    [-2500, '-$25.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100_000_000, '$1,000,000.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([
    ['2730.38', 273038],
    ['2730.3', 273030],
    ['12', 1200],
    ['-5.00', -500],
    ['0.07', 7],
    ['-0.00', 0],
    [' 19.99 ', 1999],
    ['0.29', 29],
  ])('reads the decimal string %j as %i cents, exactly', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
    if (cents !== 0) expect(centsToDecimal(cents)).toBe(centsToDecimal(decimalToCents(decimal)!));
  });

  it.each(['', '.5', '1.234', '1,000.00', '$5', 'abc', '1e3', '--1'])('reads no cents from %j', (decimal) => {
    expect(decimalToCents(decimal)).toBeNull();
  });

  it('applies rates in thousandths of a percent, rounding to the cent', () => {
    expect(applyRate(230_000, 11_000)).toBe(25_300);
    expect(applyRate(230_000, 4_712)).toBe(10_838);
    expect(applyRate(50, 3_000)).toBe(2);
  });
});
