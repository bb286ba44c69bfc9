/**
 * The one CSV writer behind every export (bookings, reporting, tax report). Text is always quoted
 * (RFC 4180), so no separator inside it splits a cell for a reader that honours quotes; and a formula
 * start at the beginning of the text or after any character a spreadsheet might split on gets a leading
 * apostrophe, for readers that ignore quotes or split on semicolons (docs/decisions/011-one-csv-writer.md).
 * Numbers are written bare, so spreadsheets keep them numbers.
 */

/** A figure that must stay a number in the spreadsheet: a JS number, or a decimal string such as "-12.50". */
export interface CsvNumber {
  readonly csvNumber: string;
}
export type CsvValue = string | number | CsvNumber | null;

/** Characters a spreadsheet may split on, with or without "detect separator". */
const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);
/** What makes a spreadsheet read a cell as a formula; the full-width forms in case one ever maps them. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);
/** Spaces a spreadsheet may trim before it looks at a cell's first character. */
const TRIMMED = new Set([' ', '\u00a0']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal string (money in dollars) written as a number; anything else falls back to a safe text cell. */
export function csvNumber(decimal: string): CsvNumber {
  return { csvNumber: decimal };
}

/** The text with an apostrophe before every formula start at its beginning or after a separator. */
export function neutralised(text: string): string {
  let out = '';
  let atStart = true;
  for (const char of text) {
    if (atStart && TRIMMED.has(char)) {
      out += char;
      continue;
    }
    if (atStart && FORMULA_STARTS.has(char)) out += "'";
    out += char;
    atStart = SEPARATORS.has(char);
  }
  return out;
}

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object' && DECIMAL.test(value.csvNumber)) return value.csvNumber;
  const text = typeof value === 'object' ? value.csvNumber : value;
  return `"${neutralised(text).replaceAll('"', '""')}"`;
}

/** Rows to a CSV file: comma-separated cells, CRLF after every row (RFC 4180). */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
