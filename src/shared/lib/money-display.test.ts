import { describe, expect, it } from 'vitest';
import { formatCurrencyDisplay } from './money-display';

describe('formatCurrencyDisplay', () => {
  it.each([
    ['', '$0.00'],
    ['   ', '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    ['abc', '$0.00'],
    ['Infinity', '$0.00'],
    ['-Infinity', '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [Number.NaN, '$0.00'],
    ['-350.00', '-350.00'],
    ['-0.5', '-0.5'],
    [-20, '-20'],
    ['2000.00', '$2,000.00'],
    ['0', '$0.00'],
    ['1234.5', '$1,234.50'],
    [450, '$450.00'],
  ])('%j → %s', (amount, expected) => {
    expect(formatCurrencyDisplay(amount)).toBe(expected);
  });
});
