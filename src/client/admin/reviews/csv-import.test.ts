import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../shared/reviews/review-import.rules';
import { mapRows, parseCsv, previewRows } from './csv-import';

const AIRBNB_EXPORT = [
  '\uFEFFReviewer,Overall rating,Date,Public review,Response',
  'Keiko T.,5,3/21/2024,"Sunrise over the bay, every day.",Mahalo Keiko!',
  '',
  'Marcus L.,5 stars,2024-04-18,"Kids loved the ""kayaks""\nand the lawn.",',
  'Priya S.,7,2024-05-05,Too many stars,',
  'Sam R.,4,someday,No date,',
].join('\r\n');

function table() {
  const parsed = parseCsv(AIRBNB_EXPORT);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.table;
}

describe('parseCsv', () => {
  it('reads quoted commas, quotes and line breaks, drops the BOM and blank rows, and numbers rows as a spreadsheet does', () => {
    const { headers, rows } = table();
    expect(headers).toEqual(['Reviewer', 'Overall rating', 'Date', 'Public review', 'Response']);
    expect(rows.map((row) => row.line)).toEqual([2, 4, 5, 6]);
    expect(rows[1]!.cells[3]).toBe('Kids loved the "kayaks"\nand the lawn.');
  });

  it('refuses a file with no reviews under its header', () => {
    expect(parseCsv('guest_name,rating\n\n')).toEqual({ ok: false, message: 'The file needs a header row and at least one review.' });
    expect(parseCsv('')).toMatchObject({ ok: false });
  });

  it('refuses a file whose quotes never close, naming the row', () => {
    expect(parseCsv('guest_name,review_text\nAna,"Lovely stay\n')).toMatchObject({ ok: false, message: expect.stringMatching(/^The file could not be read as CSV \(row \d+: /) });
  });
});

describe('guessMapping', () => {
  it('maps an export’s headers to the review fields, each column once', () => {
    expect(guessMapping(table().headers)).toMatchObject({ guest_name: 0, rating: 1, review_date: 2, review_text: 3, host_response: 4, source: null, location: null });
  });

  it('prefers a column named exactly for the field', () => {
    expect(guessMapping(['name', 'guest_name', 'review_text', 'review'])).toMatchObject({ guest_name: 1, review_text: 2 });
  });
});

describe('previewRows', () => {
  it('gives each row what the server will make of it: the review, or the reason it is skipped', () => {
    const rows = mapRows(table(), guessMapping(table().headers));
    const preview = previewRows(rows, { default_source: 'airbnb', publish: false });
    expect(preview[0]).toEqual({
      line: 2,
      outcome: { ok: true, review: expect.objectContaining({ guest_name: 'Keiko T.', rating: 5, review_date: '2024-03-21', source: 'airbnb', host_response: 'Mahalo Keiko!', is_published: false, is_featured: false, verified_guest: false }) },
    });
    expect(preview[1]?.outcome).toMatchObject({ ok: true, review: { rating: 5, host_response: null } });
    expect(preview[2]).toEqual({ line: 5, outcome: { ok: false, reason: 'Rating: Give the rating from 1 to 5' } });
    expect(preview[3]).toEqual({ line: 6, outcome: { ok: false, reason: 'Review date: Invalid date format' } });
  });

  it('leaves out a column mapped to no field', () => {
    const mapping = { ...guessMapping(table().headers), host_response: null };
    expect(mapRows(table(), mapping)[0]?.values).not.toHaveProperty('host_response');
  });
});
