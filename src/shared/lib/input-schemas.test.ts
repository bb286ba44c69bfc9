import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDateSchema, latestStayDate, stayDateSchema } from './iso-date.schema';
import { MAX_ROW_ID, fromDigits, rowIdSchema } from './number.schema';
import { SPECIAL_CHARACTERS_MESSAGE, hasSpecialCharacters, lineText, multilineText, secretText } from './text.schema';

afterEach(() => vi.useRealTimers());

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text fields refuse control characters (probe F12)', () => {
  it.each([
    ['NUL', 'Ana\u0000', true, true, true],
    ['a bell', 'Ana\u0007', true, true, false],
    ['escape', '\u001B[31mred', true, true, false],
    ['DEL', 'Ana\u007F', true, true, false],
    ['a C1 control (NEL)', 'Ana\u0085', true, true, false],
    ['a C1 control (CSI)', 'Ana\u009B', true, true, false],
    ['a tab inside', 'Ana\tBell', true, false, false],
    ['a line break inside', 'line one\nline two', true, false, false],
    ['CRLF inside', 'line one\r\nline two', true, false, false],
    ['plain text', 'Leilani Kahale', false, false, false],
    ['accents, emoji and other scripts', 'Zoë 🌺 ハワイ Ōʻahu', false, false, false],
    ['zero-width joiner and RTL mark (printable formatting)', 'a\u200Db\u200F', false, false, false],
    ['U+00A0 and U+00A1, just past C1', 'a\u00A0b\u00A1', false, false, false],
    ['a lone high surrogate', 'a\uD800b', true, true, true],
    ['a lone low surrogate', 'a\uDC00', true, true, true],
    ['a whole surrogate pair (an emoji)', 'a\uD83C\uDF3A', false, false, false],
  ])('%s: line %j, lines %j, secret %j', (_name, value, line, lines, secret) => {
    expect(hasSpecialCharacters(value, 'line')).toBe(line);
    expect(hasSpecialCharacters(value, 'lines')).toBe(lines);
    expect(hasSpecialCharacters(value, 'secret')).toBe(secret);
  });

  it('answers with one plain message and still trims and chains limits', () => {
    expect(messageOf(lineText().min(1), 'A\u0000')).toBe(SPECIAL_CHARACTERS_MESSAGE);
    expect(messageOf(multilineText(), 'hello\u0000')).toBe(SPECIAL_CHARACTERS_MESSAGE);
    expect(messageOf(secretText(), 'pass\u0000word')).toBe(SPECIAL_CHARACTERS_MESSAGE);
    expect(lineText().max(5).parse('  Ana\n ')).toBe('Ana');
    expect(multilineText().parse(' a\nb\t ')).toBe('a\nb');
    expect(secretText().parse(' keep my spaces\t')).toBe(' keep my spaces\t');
    expect(messageOf(lineText({ error: 'Name is required' }), 7)).toBe('Name is required');
  });
});

describe('numbers from query strings (probe F12)', () => {
  const guests = fromDigits(z.number({ error: 'Pick guests' }).int('Pick guests').min(1, 'Pick guests'));

  it.each([
    [2, 2],
    ['2', 2],
    ['12', 12],
  ])('%j is %j', (value, expected) => {
    expect(guests.parse(value)).toBe(expected);
  });

  it.each([[true], [' 2 '], [''], ['1e3'], ['0x10'], ['2.5'], ['-1'], [[2]], [null], ['NaN'], ['Infinity'], [Number.NaN], [2.5], [{}]])('%j is refused', (value) => {
    expect(messageOf(guests, value)).toBe('Pick guests');
  });

  it('keeps row ids within a PostgreSQL integer', () => {
    expect(rowIdSchema('Unknown').parse('17')).toBe(17);
    expect(rowIdSchema('Unknown').parse(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    for (const value of [MAX_ROW_ID + 1, '99999999999', 0, -3, '1.5']) expect(messageOf(rowIdSchema('Unknown'), value)).toBe('Unknown');
  });
});

describe('date windows (probe F12)', () => {
  it.each([
    ['0000-00-00', 'Invalid date format'],
    ['2026-02-30', 'Invalid date format'],
    ['+010000-01-01', 'Invalid date format'],
    ['1999-12-31', 'Choose a date between 2000 and 2099'],
    ['2100-01-01', 'Choose a date between 2000 and 2099'],
    ['9999-12-31', 'Choose a date between 2000 and 2099'],
  ])('the owner’s dates refuse %j: %j', (value, message) => {
    expect(messageOf(isoDateSchema, value)).toBe(message);
  });

  it('takes the owner’s dates from 2000 to 2099', () => {
    for (const value of ['2000-01-01', '2026-11-24', '2099-12-31']) expect(isoDateSchema.parse(value)).toBe(value);
  });

  it("keeps a guest's dates between 2000 and five years from today at the house", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    expect(latestStayDate()).toBe('2031-11-24');
    expect(stayDateSchema.parse('2031-11-24')).toBe('2031-11-24');
    expect(stayDateSchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(messageOf(stayDateSchema, '2031-11-25')).toBe('Choose a date between 2000 and 5 years from today');
    expect(messageOf(stayDateSchema, '1999-12-31')).toBe('Choose a date between 2000 and 5 years from today');
    expect(messageOf(stayDateSchema, '9999-12-31')).toBe('Choose a date between 2000 and 5 years from today');
    expect(messageOf(stayDateSchema, 20261201)).toBe('Date is required');
  });
});
