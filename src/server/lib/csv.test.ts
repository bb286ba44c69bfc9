import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/parse-csv';
import { csvCell, csvDocument, csvNumber, type CsvValue } from './csv';

describe('csvCell', () => {
  it.each<[string, CsvValue, string]>([
    ['plain text, quoted', 'Ana Bell', '"Ana Bell"'],
    ['empty text, quoted', '', '""'],
    ['null, empty', null, ''],
    ['a quote doubled', 'Kai "Big Wave" Akana', '"Kai ""Big Wave"" Akana"'],
    ['a comma kept inside quotes', 'Bell, Ana', '"Bell, Ana"'],
    ['a line break kept inside quotes', 'line one\r\nline two', '"line one\r\nline two"'],
    ['a formula start', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a plus (a phone)', '+1 808 555 0100', '"\'+1 808 555 0100"'],
    ['a minus', '-2+3', '"\'-2+3"'],
    ['an at sign', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a leading tab', '\t=1', '"\'\t\'=1"'],
    ['a leading carriage return', '\r=1', '"\'\r\'=1"'],
    ['spaces before a formula', '  =1+1', '"  \'=1+1"'],
    ['a formula after a semicolon (the probe’s G8)', 'Bob;=1+1;', '"Bob;\'=1+1;"'],
    ['a formula after a comma and spaces', 'Bell, =1+1', '"Bell, \'=1+1"'],
    ['a formula after a pipe', 'a|@x', '"a|\'@x"'],
    ['a formula after a line break', 'a\n+x', '"a\n\'+x"'],
    ['full-width forms', '＝1+1;＋2', '"\'＝1+1;\'＋2"'],
    ['a hyphen inside a word is not a start', 'Smith-Jones; Ana', '"Smith-Jones; Ana"'],
    ['an e-mail with an at sign inside', 'ana@example.com', '"ana@example.com"'],
    ['a number, bare', 3, '3'],
    ['a negative number, bare', -12, '-12'],
    ['a decimal, bare', csvNumber('2730.38'), '2730.38'],
    ['a negative decimal, bare', csvNumber('-1365.19'), '-1365.19'],
    ['a “decimal” that is not one is text', csvNumber('=1+1'), '"\'=1+1"'],
    ['a number that is not finite, empty', Number.NaN, ''],
  ])('%s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvDocument', () => {
  it('ends every row with CRLF and reads back as the same cells', () => {
    const rows: CsvValue[][] = [
      ['Guest', 'Nights', 'Total'],
      ['Bell, "Ana"\r\nJr', 4, csvNumber('2730.38')],
      ['Bob;=1+1;', 2, null],
    ];
    const csv = csvDocument(rows);
    expect(csv).toBe('"Guest","Nights","Total"\r\n"Bell, ""Ana""\r\nJr",4,2730.38\r\n"Bob;\'=1+1;",2,\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Guest', 'Nights', 'Total'],
      ['Bell, "Ana"\r\nJr', '4', '2730.38'],
      ["Bob;'=1+1;", '2', ''],
    ]);
  });

  it('writes an empty file for no rows', () => {
    expect(csvDocument([])).toBe('');
  });
});
