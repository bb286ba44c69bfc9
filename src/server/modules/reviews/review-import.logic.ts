import { createHash } from 'node:crypto';
import type { ReviewInput } from '../../../shared/reviews/review-admin.schemas';

const comparable = (text: string | null) => (text ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What makes two imported reviews the same review (decision 046): where it was written, by whom, on which day
 * and what it says. Case and spacing differences (a spreadsheet's re-save) do not make a new one; a host
 * response, a publish choice or the location do not either, so re-importing an edited export adds nothing.
 */
export function importKeyOf(review: Pick<ReviewInput, 'source' | 'guest_name' | 'review_date' | 'review_text'>): string {
  const parts = [review.source, comparable(review.guest_name), review.review_date, comparable(review.review_text)];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** The import's procedure and the size its one request may have (the other calls keep the 100 kB cap). */
export const REVIEW_IMPORT_PROCEDURE = 'admin.reviews.importCsv';
export const REVIEW_IMPORT_BODY_LIMIT = '5mb';
