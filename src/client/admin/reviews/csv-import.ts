import Papa from 'papaparse';
import { IMPORT_FIELDS, MAX_IMPORT_ROWS, reviewFromRow, type ImportField, type ImportRow, type ReviewImport, type RowOutcome } from '../../../shared/reviews/review-import.rules';

export interface CsvTable {
  headers: string[];
  /** Each data row with its row number as a spreadsheet shows it (the header is row 1). */
  rows: { line: number; cells: string[] }[];
}

export type ParsedCsv = { ok: true; table: CsvTable } | { ok: false; message: string };

/**
 * A CSV file's text as a table, read by papaparse (quoted commas and line breaks, a BOM, \r\n); blank rows are
 * skipped but keep their number. A file without a header and a row, or one papaparse cannot read, is refused.
 */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const fatal = result.errors.find((error) => error.type === 'Quotes');
  if (fatal) return { ok: false, message: `The file could not be read as CSV (row ${(fatal.row ?? 0) + 1}: ${fatal.message}).` };
  const [headers, ...data] = result.data;
  const rows = data.map((cells, index) => ({ line: index + 2, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!headers || rows.length === 0) return { ok: false, message: 'The file needs a header row and at least one review.' };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: `Import at most ${MAX_IMPORT_ROWS} reviews at a time; split the file.` };
  return { ok: true, table: { headers: headers.map((header) => header.trim()), rows } };
}

export type ColumnMapping = Record<ImportField, number | null>;

/** Each row as the import procedure takes it: the mapped columns' text under their field names. */
export function mapRows(table: CsvTable, mapping: ColumnMapping): ImportRow[] {
  return table.rows.map(({ line, cells }) => {
    const values: ImportRow['values'] = {};
    for (const field of IMPORT_FIELDS) {
      const column = mapping[field];
      if (column !== null) values[field] = cells[column] ?? '';
    }
    return { line, values };
  });
}

/** What the import will make of each row, with the very rules the server applies again. */
export function previewRows(rows: readonly ImportRow[], defaults: Pick<ReviewImport, 'default_source' | 'publish'>): { line: number; outcome: RowOutcome }[] {
  return rows.map((row) => ({ line: row.line, outcome: reviewFromRow(row.values, defaults) }));
}
