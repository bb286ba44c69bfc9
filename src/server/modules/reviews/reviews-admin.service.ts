import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { ADMIN_REVIEWS_PAGE_SIZE, reviewListInputSchema, type AdminReview, type ReviewInput, type ReviewList, type ReviewListInput } from '../../../shared/reviews/review-admin.schemas';
import { reviewFromRow, type ImportResult, type ReviewImport } from '../../../shared/reviews/review-import.rules';
import { CAROUSEL_MAX_REVIEWS } from '../../../shared/reviews/reviews.rules';
import { ReviewEntity, type ReviewRow } from './review.entity';
import { importKeyOf } from './review-import.logic';
import { toPublicReview } from './reviews.service';

export const FEATURED_LIMIT_MESSAGE = `The home page carousel shows at most ${CAROUSEL_MAX_REVIEWS} featured reviews. Unfeature one first.`;

function toAdminReview(row: ReviewRow): AdminReview {
  return { ...toPublicReview(row), is_published: row.isPublished, imported: row.importKey !== null && row.importKey !== undefined };
}

const SORT_FIELDS = { review_date: 'reviewDate', rating: 'rating', guest_name: 'guestName', source: 'source' } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const yes = (value: 'yes' | 'no') => value === 'yes';

export async function listAdminReviews(em: EntityManager, input: ReviewListInput): Promise<ReviewList> {
  const query = reviewListInputSchema.parse(input);
  const where: FilterQuery<ReviewRow>[] = [];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push({ $or: [{ guestName: { $ilike: like } }, { reviewText: { $ilike: like } }, { location: { $ilike: like } }, { hostResponse: { $ilike: like } }] });
  }
  if (query.rating) where.push({ rating: query.rating });
  if (query.source) where.push({ source: query.source });
  if (query.published) where.push({ isPublished: yes(query.published) });
  if (query.featured) where.push({ isFeatured: yes(query.featured) });
  if (query.verified) where.push({ verifiedGuest: yes(query.verified) });
  if (query.hasResponse) where.push(yes(query.hasResponse) ? { hostResponse: { $ne: null } } : { hostResponse: null });
  const [rows, total] = await em.findAndCount(ReviewEntity, where.length > 0 ? { $and: where } : {}, {
    orderBy: [{ [SORT_FIELDS[query.sort.column]]: query.sort.direction }, { id: query.sort.direction }],
    limit: ADMIN_REVIEWS_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
  });
  const featuredCount = await em.count(ReviewEntity, { isFeatured: true });
  return { items: rows.map(toAdminReview), total, pageSize: ADMIN_REVIEWS_PAGE_SIZE, featuredCount };
}

async function reviewById(em: EntityManager, id: number): Promise<ReviewRow> {
  const review = await em.findOne(ReviewEntity, { id });
  if (!review) throw new AppError('NOT_FOUND', 'That review no longer exists. Reload the page.');
  return review;
}

/**
 * The carousel shows at most nine featured reviews (spec §9), so a tenth is refused, published or not (a
 * featured draft published later would make ten). One feature change at a time, across every server process.
 */
async function refuseTenthFeatured(em: EntityManager, id: number | null) {
  await em.execute(`select pg_advisory_xact_lock(hashtext('review_featured'))`);
  const featured = await em.count(ReviewEntity, id === null ? { isFeatured: true } : { isFeatured: true, id: { $ne: id } });
  if (featured >= CAROUSEL_MAX_REVIEWS) throw new AppError('CONFLICT', FEATURED_LIMIT_MESSAGE, { is_featured: [FEATURED_LIMIT_MESSAGE] });
}

function columnsOf(input: ReviewInput, previous: ReviewRow | null) {
  const responseChanged = (previous?.hostResponse ?? null) !== input.host_response;
  return {
    guestName: input.guest_name,
    location: input.location,
    rating: input.rating,
    reviewDate: input.review_date,
    stayStartDate: input.stay_start_date,
    stayEndDate: input.stay_end_date,
    tripType: input.trip_type,
    reviewText: input.review_text,
    wouldRecommend: input.would_recommend,
    isFeatured: input.is_featured,
    verifiedGuest: input.verified_guest,
    reviewerAvatarUrl: input.reviewer_avatar_url,
    source: input.source,
    isPublished: input.is_published,
    hostResponse: input.host_response,
    hostResponseAt: responseChanged ? (input.host_response === null ? null : new Date()) : (previous?.hostResponseAt ?? null),
  };
}

export async function createReview(em: EntityManager, input: ReviewInput): Promise<AdminReview> {
  if (input.is_featured) await refuseTenthFeatured(em, null);
  const review = em.create(ReviewEntity, { ...columnsOf(input, null), importKey: null, createdAt: new Date() });
  await em.flush();
  return toAdminReview(review);
}

export async function updateReview(em: EntityManager, id: number, input: ReviewInput): Promise<AdminReview> {
  const review = await reviewById(em, id);
  if (input.is_featured && !review.isFeatured) await refuseTenthFeatured(em, id);
  em.assign(review, columnsOf(input, review));
  await em.flush();
  return toAdminReview(review);
}

export async function setPublished(em: EntityManager, id: number, published: boolean): Promise<AdminReview> {
  const review = await reviewById(em, id);
  review.isPublished = published;
  await em.flush();
  return toAdminReview(review);
}

export async function setFeatured(em: EntityManager, id: number, featured: boolean): Promise<AdminReview> {
  const review = await reviewById(em, id);
  if (featured && !review.isFeatured) await refuseTenthFeatured(em, id);
  review.isFeatured = featured;
  await em.flush();
  return toAdminReview(review);
}

export async function saveResponse(em: EntityManager, id: number, response: string | null): Promise<AdminReview> {
  const review = await reviewById(em, id);
  if ((review.hostResponse ?? null) !== response) {
    review.hostResponse = response;
    review.hostResponseAt = response === null ? null : new Date();
  }
  await em.flush();
  return toAdminReview(review);
}

export async function deleteReview(em: EntityManager, id: number): Promise<void> {
  em.remove(await reviewById(em, id));
  await em.flush();
}

/**
 * A CSV import, inside the call's one transaction (init.ts): every row is checked again with the shared schema;
 * a refused row or one already imported (same key, in the table or earlier in the file) is reported and
 * skipped; the rest are inserted together, so a failure while writing leaves nothing half-imported.
 */
export async function importReviews(em: EntityManager, input: ReviewImport): Promise<ImportResult> {
  const skipped: ImportResult['skipped'] = [];
  const accepted: { line: number; review: ReviewInput; key: string }[] = [];
  for (const row of input.rows) {
    const outcome = reviewFromRow(row.values, input);
    if (!outcome.ok) skipped.push({ line: row.line, reason: outcome.reason });
    else accepted.push({ line: row.line, review: outcome.review, key: importKeyOf(outcome.review) });
  }
  const keys = accepted.map((row) => row.key);
  const known = new Set(keys.length === 0 ? [] : (await em.find(ReviewEntity, { importKey: { $in: keys } }, { fields: ['importKey'] })).map((row) => row.importKey));
  const createdAt = new Date();
  let added = 0;
  for (const row of accepted) {
    if (known.has(row.key)) {
      skipped.push({ line: row.line, reason: 'Already imported: this review is on the site’s list' });
      continue;
    }
    known.add(row.key);
    em.create(ReviewEntity, { ...columnsOf(row.review, null), importKey: row.key, createdAt });
    added += 1;
  }
  await em.flush();
  skipped.sort((a, b) => a.line - b.line);
  return { added, skipped };
}
