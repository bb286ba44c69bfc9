import { describe, expect, it } from 'vitest';
import { centsToDollarInput, milliPercentToInput, parseDollars, parsePercent, parseWholeNumber } from './money-input.rules';

describe('parseDollars', () => {
  it.each([
    ['125', 12_500],
    ['125.5', 12_550],
    ['125.50', 12_550],
    ['0.29', 29],
    ['$1,250.05', 125_005],
    [' 300 ', 30_000],
    ['0', 0],
  ])('%s → %i cents', (text, cents) => expect(parseDollars(text)).toBe(cents));

  it.each(['', 'abc', '12.345', '-5', '1,25', '12.', '1e3'])('refuses %j', (text) => expect(parseDollars(text)).toBeNull());

  it('round-trips through the input text', () => {
    for (const cents of [0, 1, 29, 12_500, 12_550, 123_456]) expect(parseDollars(centsToDollarInput(cents))).toBe(cents);
    expect(centsToDollarInput(12_500)).toBe('125');
    expect(centsToDollarInput(12_550)).toBe('125.50');
  });
});

describe('parsePercent', () => {
  it.each([
    ['11', 11_000],
    ['4.712', 4_712],
    ['12.5', 12_500],
    ['10%', 10_000],
    ['0.001', 1],
  ])('%s → %i thousandths of a percent', (text, value) => expect(parsePercent(text)).toBe(value));

  it.each(['', 'ten', '4.7125', '-3'])('refuses %j', (text) => expect(parsePercent(text)).toBeNull());

  it('writes rates back without trailing zeros', () => {
    expect(milliPercentToInput(11_000)).toBe('11');
    expect(milliPercentToInput(4_712)).toBe('4.712');
    expect(milliPercentToInput(12_500)).toBe('12.5');
    expect(milliPercentToInput(1)).toBe('0.001');
  });
});

describe('parseWholeNumber', () => {
  it('accepts whole numbers only', () => {
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('7.5')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
  });
});
