import { describe, expect, it } from 'vitest';
import { applyRate, centsToDecimal, formatUsd } from './money';

describe('money in integer cents', () => {
  it('writes decimal strings exactly', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-500)).toBe('-5.00');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('formats US dollars with the sign in front', () => {
    expect(formatUsd(273038)).toBe('$2,730.38');
    expect(formatUsd(-2500)).toBe('-$25.00');
  });

  it('applies rates in thousandths of a percent, rounding to the cent', () => {
    expect(applyRate(230_000, 11_000)).toBe(25_300);
    expect(applyRate(230_000, 4_712)).toBe(10_838);
    expect(applyRate(50, 3_000)).toBe(2);
  });
});
