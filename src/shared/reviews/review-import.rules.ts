import { z } from 'zod';
import { isIsoDate } from '../lib/dates';
import { reviewInputSchema, type ReviewInput } from './review-admin.schemas';
import { REVIEW_SOURCE_LABELS } from './reviews.rules';
import { REVIEW_SOURCES, type PublicReview } from './reviews.schemas';

/** The review fields a CSV column can fill, in the preview's order; the rest take the import's defaults. */
export const IMPORT_FIELDS = [
  'guest_name',
  'rating',
  'review_date',
  'review_text',
  'location',
  'stay_start_date',
  'stay_end_date',
  'trip_type',
  'would_recommend',
  'source',
  'host_response',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  guest_name: 'Guest name',
  rating: 'Rating',
  review_date: 'Review date',
  review_text: 'Review text',
  location: 'Location',
  stay_start_date: 'Stay start',
  stay_end_date: 'Stay end',
  trip_type: 'Trip type',
  would_recommend: 'Would recommend',
  source: 'Source',
  host_response: 'Host response',
};

export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['guest_name', 'rating', 'review_date', 'review_text'];

/** Header words that name each field in the exports people have (Airbnb's, VRBO's, a spreadsheet's). */
const HEADER_HINTS: Record<ImportField, readonly string[]> = {
  guest_name: ['guest name', 'guest', 'name', 'reviewer', 'author'],
  rating: ['rating', 'overall rating', 'stars', 'score'],
  review_date: ['review date', 'date', 'reviewed', 'submitted'],
  review_text: ['review text', 'review', 'text', 'comment', 'comments', 'public review'],
  location: ['location', 'from', 'city', 'hometown'],
  stay_start_date: ['stay start', 'check in', 'check-in', 'checkin', 'arrival', 'start date'],
  stay_end_date: ['stay end', 'check out', 'check-out', 'checkout', 'departure', 'end date'],
  trip_type: ['trip type', 'trip', 'traveled as', 'travelled as'],
  would_recommend: ['would recommend', 'recommend', 'recommends'],
  source: ['source', 'channel', 'platform', 'site'],
  host_response: ['host response', 'response', 'reply', 'owner response'],
};

const normalizeHeader = (header: string) => header.trim().toLowerCase().replace(/[_\s]+/g, ' ');

/** Which column (by index) each field takes, guessed from the headers; each column is used once, exact names first. */
export function guessMapping(headers: readonly string[]): Record<ImportField, number | null> {
  const names = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as Record<ImportField, number | null>;
  for (const pass of ['exact', 'hint'] as const) {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field] !== null) continue;
      const wanted = pass === 'exact' ? [normalizeHeader(field), normalizeHeader(IMPORT_FIELD_LABELS[field])] : HEADER_HINTS[field];
      const index = names.findIndex((name, at) => !taken.has(at) && wanted.includes(name));
      if (index >= 0) {
        mapping[field] = index;
        taken.add(index);
      }
    }
  }
  return mapping;
}

/** A date as exports write it: 2024-03-21, 2024-03-21T10:00:00Z, 3/21/2024 or 2024/3/21. Anything else is kept, to be refused by name. */
export function normalizeCsvDate(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && isIsoDate(text.slice(0, 10))) return text.slice(0, 10);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  const slashed = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (slashed) return `${slashed[1]}-${slashed[2]!.padStart(2, '0')}-${slashed[3]!.padStart(2, '0')}`;
  return text;
}

/** Airbnb, VRBO (or HomeAway), Booking.com or direct, however a file spells it; empty: the import's default. */
export function parseSource(value: string, fallback: PublicReview['source']): PublicReview['source'] | null {
  const text = value.trim().toLowerCase().replace(/[\s.-]/g, '');
  if (text === '') return fallback;
  if (text === 'homeaway') return 'vrbo';
  if (text === 'bookingcom' || text === 'booking') return 'booking';
  return REVIEW_SOURCES.find((source) => source === text || normalizeHeader(REVIEW_SOURCE_LABELS[source]).replace(/[\s.-]/g, '') === text) ?? null;
}

const YES = ['yes', 'y', 'true', '1', 'recommended'];
const NO = ['no', 'n', 'false', '0', 'not recommended'];

/** Rating: a whole 1–5, or written "5/5", "5.0" or "5 stars". */
function parseRating(value: string): number {
  const match = /^\s*(\d+(?:\.0+)?)\s*(?:\/\s*5|stars?)?\s*$/i.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1), so a refusal names it. */
  line: z.number().int().min(2),
  values: z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(6000, 'A cell is at most 6000 characters')),
});
export type ImportRow = z.output<typeof importRowSchema>;

export const MAX_IMPORT_ROWS = 2000;

export const reviewImportSchema = z.object({
  rows: z.array(importRowSchema).min(1, 'The file has no reviews').max(MAX_IMPORT_ROWS, `Import at most ${MAX_IMPORT_ROWS} reviews at a time`),
  /** Where the reviews come from when the file has no source column (or a row leaves it empty). */
  default_source: z.enum(REVIEW_SOURCES),
  publish: z.boolean(),
});
export type ReviewImport = z.output<typeof reviewImportSchema>;

export const importResultSchema = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type ImportResult = z.output<typeof importResultSchema>;

export type RowOutcome = { ok: true; review: ReviewInput } | { ok: false; reason: string };

/**
 * One CSV row as a review, with the same schema the Add form and the server use. Imported reviews are never
 * featured or verified (featuring is a choice made on the screen; verified means a stay of ours).
 */
export function reviewFromRow(values: ImportRow['values'], defaults: Pick<ReviewImport, 'default_source' | 'publish'>): RowOutcome {
  const text = (field: ImportField) => values[field] ?? '';
  const source = parseSource(text('source'), defaults.default_source);
  if (source === null) return { ok: false, reason: `Source: “${text('source').trim()}” is not Airbnb, VRBO, Booking.com or direct` };
  const recommend = text('would_recommend').trim().toLowerCase();
  if (recommend !== '' && !YES.includes(recommend) && !NO.includes(recommend)) return { ok: false, reason: 'Would recommend: write yes or no' };
  const result = reviewInputSchema.safeParse({
    guest_name: text('guest_name'),
    location: text('location'),
    rating: parseRating(text('rating')),
    review_date: normalizeCsvDate(text('review_date')),
    stay_start_date: normalizeCsvDate(text('stay_start_date')),
    stay_end_date: normalizeCsvDate(text('stay_end_date')),
    trip_type: text('trip_type'),
    review_text: text('review_text'),
    would_recommend: recommend === '' ? true : YES.includes(recommend),
    is_featured: false,
    verified_guest: false,
    reviewer_avatar_url: '',
    source,
    is_published: defaults.publish,
    host_response: text('host_response'),
  });
  if (result.success) return { ok: true, review: result.data };
  const issue = result.error.issues[0]!;
  const field = issue.path[0];
  const label = typeof field === 'string' && field in IMPORT_FIELD_LABELS ? IMPORT_FIELD_LABELS[field as ImportField] : 'Row';
  return { ok: false, reason: `${label}: ${issue.message}` };
}
