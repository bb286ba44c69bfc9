import { describe, expect, it } from 'vitest';
import { mergeTaxLines } from './price-lines';

describe('mergeTaxLines', () => {
  const breakdown = [
    { label: '$500.00 x 3 nights', amount: '1500.00' },
    { label: 'Weekly discount', amount: '-150.00' },
    { label: 'Cleaning fee', amount: '300.00' },
    { label: 'Hawaii State TAT (11%)', amount: '181.50', kind: 'tax' as const },
    { label: 'Oahu County TAT (3%)', amount: '49.50', kind: 'tax' as const },
    { label: 'Hawaii GET (4.712%)', amount: '77.75', kind: 'tax' as const },
  ];

  it('merges TAT, GET and County Tax lines into one Taxes line where the first stood', () => {
    expect(mergeTaxLines(breakdown)).toEqual([
      { label: '$500.00 x 3 nights', amount: '1500.00' },
      { label: 'Weekly discount', amount: '-150.00' },
      { label: 'Cleaning fee', amount: '300.00' },
      { label: 'Taxes', amount: '308.75' },
    ]);
  });

  it('keeps lines after the taxes in order', () => {
    const lines = [
      { label: 'Rent', amount: '100.00' },
      { label: 'Honolulu County Tax', amount: '3.00', kind: 'tax' as const },
      { label: 'Pet fee', amount: '50.00' },
      { label: 'GET', amount: '4.71', kind: 'tax' as const },
    ];
    expect(mergeTaxLines(lines)).toEqual([
      { label: 'Rent', amount: '100.00' },
      { label: 'Taxes', amount: '7.71' },
      { label: 'Pet fee', amount: '50.00' },
    ]);
  });

  it('leaves a breakdown without taxes alone', () => {
    const lines = [{ label: 'Cleaning fee', amount: '300.00' }];
    expect(mergeTaxLines(lines)).toEqual(lines);
  });

  it('knows a tax by its kind, whatever the owner named it', () => {
    const lines = [
      { label: 'Rent', amount: '100.00' },
      { label: 'Resort fee tax', amount: '2.50', kind: 'tax' as const },
      { label: 'Hawaii GET (4.712%)', amount: '4.71', kind: 'tax' as const },
      // A fee whose label merely sounds like a tax stays a line of its own.
      { label: 'GET-away package', amount: '20.00' },
    ];
    expect(mergeTaxLines(lines)).toEqual([
      { label: 'Rent', amount: '100.00' },
      { label: 'Taxes', amount: '7.21' },
      { label: 'GET-away package', amount: '20.00' },
    ]);
  });
});

describe('mergeTaxLines: lines without the mark, by the spec’s label rule (§5: TAT, GET or County Tax)', () => {
  it('merges an older stored quote’s unmarked tax lines', () => {
    const lines = [
      { label: '$500.00 x 3 nights', amount: '1500.00' },
      { label: 'Hawaii State TAT (11%)', amount: '181.50' },
      { label: 'Oahu County TAT (3%)', amount: '49.50' },
      { label: 'Hawaii GET (4.712%)', amount: '111.68' },
      { label: 'Cleaning fee', amount: '300.00' },
    ];
    expect(mergeTaxLines(lines)).toEqual([
      { label: '$500.00 x 3 nights', amount: '1500.00' },
      { label: 'Taxes', amount: '342.68' },
      { label: 'Cleaning fee', amount: '300.00' },
    ]);
  });

  it.each([
    ['TAT', true],
    ['Hawaii GET (4.712%)', true],
    ['GET', true],
    ['TAT/GET', true],
    ['State TAT, 10.25%', true],
    ['Honolulu County Tax', true],
    ['Honolulu county tax (3%)', true],
    ['County  Tax', true],
    ['(GET)', true],
    ['GET-away package', false],
    ['Pre-TAT cleaning', false],
    ['Early check-in GET-together', false],
    ['GETaway fee', false],
    ['Gadget fee', false],
    ['Get together fee', false],
    ['Country Tax-free shop credit', false],
    ['County Taxi transfer', false],
    ['STATUS fee', false],
    ['Cleaning fee', false],
  ])('“%s” is a tax line: %s', (label, tax) => {
    const merged = mergeTaxLines([{ label: 'Rent', amount: '100.00' }, { label, amount: '5.00' }]);
    expect(merged.some((line) => line.label === 'Taxes')).toBe(tax);
  });
});
