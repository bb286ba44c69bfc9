import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, ReviewInput, ReviewList } from '../../../shared/reviews/review-admin.schemas';
import type { ImportResult, ImportRow } from '../../../shared/reviews/review-import.rules';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { FEATURED_LIMIT_MESSAGE } from './reviews-admin.service';

const team = useRenderingServerWithTeam({ name: 'Lani Staff', email: 'lani@example.com' });
let base: string;
let owner: Tab;
let staff: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
});

const call = <T,>(tab: Tab, procedure: string, input?: unknown) => callTrpc<T>(tab, `admin.reviews.${procedure}`, input);
const list = async (input: Record<string, unknown> = {}) => (await callTrpc<ReviewList>(owner, 'admin.reviews.list', input, 'query')).data!;
const publicReviews = async () => (await (await fetch(`${base}/api/reviews/public`)).json()) as PublicReview[];
const summary = async () => (await (await fetch(`${base}/api/reviews/summary`)).json()) as ReviewSummary;
const homeHtml = async () => (await fetch(`${base}/`)).text();
const count = async () => (await list()).total;

const TODAY = todayAtProperty();
function reviewInput(overrides: Partial<Record<keyof ReviewInput, unknown>> = {}) {
  return {
    guest_name: 'Noelani K.',
    location: 'Hilo, HI',
    rating: 5,
    review_date: TODAY,
    stay_start_date: '2026-01-03',
    stay_end_date: '2026-01-08',
    trip_type: 'Family',
    review_text: 'The kayaks and the sunrise over the bay made our week.',
    would_recommend: true,
    is_featured: false,
    verified_guest: true,
    reviewer_avatar_url: '',
    source: 'direct',
    is_published: false,
    host_response: '',
    ...overrides,
  };
}

describe('Reviews: add, edit, publish, feature, answer', () => {
  it('keeps a new review off the site until it is published, then shows it, its response and the new summary at the next request', async () => {
    const before = await summary();
    const added = await call<AdminReview>(staff, 'create', reviewInput());
    expect(added.status).toBe(200);
    const id = added.data!.id;
    expect(added.data).toMatchObject({ guest_name: 'Noelani K.', is_published: false, imported: false, host_response: null });
    expect((await publicReviews()).some((review) => review.id === id)).toBe(false);
    expect(await homeHtml()).not.toContain('Noelani K.');

    const answered = await call<AdminReview>(staff, 'saveResponse', { id, host_response: 'Mahalo for staying with us!' });
    expect(answered.data?.host_response).toBe('Mahalo for staying with us!');
    expect((await call<AdminReview>(staff, 'setPublished', { id, published: true })).status).toBe(200);

    const shown = (await publicReviews()).find((review) => review.id === id);
    expect(shown).toMatchObject({ guest_name: 'Noelani K.', host_response: 'Mahalo for staying with us!', verified_guest: true, source: 'direct' });
    const after = await summary();
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.reviewCounts[5]).toBe(before.reviewCounts[5] + 1);
    // The home page's structured data lists the newest reviews and the new count (its page was kept a minute otherwise).
    const html = await homeHtml();
    expect(html).toContain('"name":"Noelani K."');
    expect(html).toContain(`"reviewCount":${after.totalReviews}`);

    const edited = await call<AdminReview>(owner, 'update', { id, ...reviewInput({ guest_name: 'Noelani K. and family', rating: 4, is_published: true, host_response: 'Mahalo!' }) });
    expect(edited.data).toMatchObject({ guest_name: 'Noelani K. and family', rating: 4, host_response: 'Mahalo!' });
    expect((await publicReviews()).find((review) => review.id === id)).toMatchObject({ guest_name: 'Noelani K. and family', host_response: 'Mahalo!' });
    expect(await homeHtml()).toContain('"name":"Noelani K. and family"');

    await call(staff, 'setPublished', { id, published: false });
    expect((await publicReviews()).some((review) => review.id === id)).toBe(false);
    expect((await summary()).totalReviews).toBe(before.totalReviews);
    expect(await homeHtml()).not.toContain('Noelani K.');
  });

  it('refuses bad fields one by one and changes nothing', async () => {
    const total = await count();
    const refused = await call(owner, 'create', reviewInput({ guest_name: ' ', rating: 6, review_date: '2024-02-30', stay_end_date: '', source: 'tripadvisor', reviewer_avatar_url: 'javascript:alert(1)' }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['guest_name', 'rating', 'review_date', 'reviewer_avatar_url', 'source']);
    const stay = await call(owner, 'create', reviewInput({ stay_end_date: '2026-01-02' }));
    expect(stay.fieldErrors).toEqual({ stay_end_date: ['The stay ends after it starts'] });
    expect(await count()).toBe(total);
  });

  it('features at most nine reviews, the carousel’s limit, and says so', async () => {
    const featured = (await list({ featured: 'yes' })).total;
    const unfeatured = (await list({ featured: 'no', published: 'yes' })).items;
    for (const review of unfeatured.slice(0, 9 - featured)) expect((await call(staff, 'setFeatured', { id: review.id, featured: true })).status).toBe(200);
    expect((await list()).featuredCount).toBe(9);
    const tenth = unfeatured[9 - featured]!;
    const refused = await call(staff, 'setFeatured', { id: tenth.id, featured: true });
    expect(refused).toMatchObject({ status: 409, message: FEATURED_LIMIT_MESSAGE });
    const added = await call(owner, 'create', reviewInput({ guest_name: 'Tenth Featured', is_featured: true }));
    expect(added.fieldErrors).toEqual({ is_featured: [FEATURED_LIMIT_MESSAGE] });
    expect((await publicReviews()).filter((review) => review.is_featured)).toHaveLength(9);
    // Unfeaturing one frees a place.
    const one = (await list({ featured: 'yes' })).items[0]!;
    await call(staff, 'setFeatured', { id: one.id, featured: false });
    expect((await call(staff, 'setFeatured', { id: tenth.id, featured: true })).status).toBe(200);
    expect((await publicReviews()).find((review) => review.id === tenth.id)?.is_featured).toBe(true);
  });

  it('lets only the owner delete: staff get 403 and the review stays; a visitor gets 401', async () => {
    const id = (await call<AdminReview>(owner, 'create', reviewInput({ guest_name: 'To Be Deleted', is_published: true }))).data!.id;
    const refused = await call(staff, 'remove', { id });
    expect(refused).toMatchObject({ status: 403, message: 'Only the owner can do this.' });
    expect((await publicReviews()).some((review) => review.id === id)).toBe(true);
    expect((await call(browserLike(base), 'remove', { id })).status).toBe(401);
    expect((await call(owner, 'remove', { id })).status).toBe(200);
    expect((await publicReviews()).some((review) => review.id === id)).toBe(false);
    expect((await call(owner, 'remove', { id })).status).toBe(404);
  });

  it('keeps hostile text as text: verbatim in the API, escaped in the home page', async () => {
    const hostile = '</script><script>alert("x")</script><img src=x onerror=alert(1)>';
    const id = (await call<AdminReview>(owner, 'create', reviewInput({ guest_name: `Eve ${hostile}`.slice(0, 120), review_text: hostile, host_response: hostile, is_published: true, review_date: TODAY }))).data!.id;
    expect((await publicReviews()).find((review) => review.id === id)).toMatchObject({ review_text: hostile, host_response: hostile });
    const html = await homeHtml();
    expect(html).toContain('"name":"Eve \\u003c/script\\u003e');
    expect(html).not.toContain('<script>alert(');
    expect(html).not.toContain('<img src=x');
    await call(owner, 'remove', { id });
  });

  it('filters, searches and sorts the table', async () => {
    const id = (await call<AdminReview>(owner, 'create', reviewInput({ guest_name: 'Filter Target', rating: 2, source: 'booking', host_response: 'Sorry about the rain', review_date: '2020-01-01' }))).data!.id;
    const found = await list({ search: 'sorry about', rating: 2, source: 'booking', published: 'no', hasResponse: 'yes', verified: 'yes' });
    expect(found.items.map((review) => review.id)).toEqual([id]);
    expect((await list({ search: 'filter target', hasResponse: 'no' })).total).toBe(0);
    expect((await list({ search: '%' })).total).toBe(0);
    const oldest = await list({ sort: { column: 'review_date', direction: 'asc' } });
    expect(oldest.items[0]?.id).toBe(id);
    const byRating = (await list({ sort: { column: 'rating', direction: 'desc' } })).items.map((review) => review.rating);
    expect([...byRating].sort().reverse()).toEqual(byRating);
    await call(owner, 'remove', { id });
  });
});

const row = (line: number, values: ImportRow['values']): ImportRow => ({ line, values });
const FILE: ImportRow[] = [
  row(2, { guest_name: 'Ana P.', rating: '5', review_date: '3/14/2025', review_text: 'Perfect week on the bay.', source: 'Airbnb', host_response: 'Mahalo Ana!' }),
  row(3, { guest_name: 'Ben Q.', rating: '7', review_date: '2025-03-20', review_text: 'Too many stars.' }),
  row(4, { guest_name: 'Cy R.', rating: '4', review_date: '2025-04-02', review_text: 'Great kayaks.', source: 'VRBO' }),
  row(5, { guest_name: 'Di S.', rating: '5', review_date: '2025-04-10', review_text: 'Booked on Booking.', source: 'Booking.com' }),
  row(6, { guest_name: 'Ed T.', rating: '5', review_date: 'yesterday', review_text: 'No date.' }),
  row(7, { guest_name: 'Ana P.', rating: '5', review_date: '2025-03-14', review_text: 'Perfect  week on the bay.', source: 'airbnb' }),
];

describe('Reviews: CSV import', () => {
  it('adds the good rows with their source, lists the bad ones with the reason, and adds nothing twice', async () => {
    const total = await count();
    const first = await call<ImportResult>(staff, 'importCsv', { rows: FILE, default_source: 'airbnb', publish: true });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({
      added: 3,
      skipped: [
        { line: 3, reason: 'Rating: Give the rating from 1 to 5' },
        { line: 6, reason: 'Review date: Invalid date format' },
        { line: 7, reason: 'Already imported: this review is on the site’s list' },
      ],
    });
    expect(await count()).toBe(total + 3);
    const shown = await publicReviews();
    expect(shown.find((review) => review.guest_name === 'Ana P.')).toMatchObject({ source: 'airbnb', review_date: '2025-03-14', host_response: 'Mahalo Ana!', verified_guest: false, is_featured: false });
    expect(shown.find((review) => review.guest_name === 'Cy R.')?.source).toBe('vrbo');
    expect(shown.find((review) => review.guest_name === 'Di S.')?.source).toBe('booking');
    expect((await list({ search: 'Ana P.' })).items[0]?.imported).toBe(true);

    const again = await call<ImportResult>(owner, 'importCsv', { rows: FILE, default_source: 'airbnb', publish: true });
    expect(again.data?.added).toBe(0);
    expect(again.data?.skipped.filter((skip) => skip.reason.startsWith('Already imported')).map((skip) => skip.line)).toEqual([2, 4, 5, 7]);
    expect(await count()).toBe(total + 3);
  });

  it('leaves nothing behind when a row fails while writing (one transaction)', async () => {
    const total = await count();
    // A rule only the database knows, so the second row passes every check and fails at the insert.
    await team.db.orm.em.getConnection().execute(`alter table "review" add constraint "test_no_boom" check ("guest_name" <> 'Boom')`);
    try {
      const failed = await call(owner, 'importCsv', {
        rows: [row(2, { guest_name: 'Fine One', rating: '5', review_date: '2025-05-01', review_text: 'Fine.' }), row(3, { guest_name: 'Boom', rating: '5', review_date: '2025-05-02', review_text: 'Fails.' }), row(4, { guest_name: 'Fine Two', rating: '5', review_date: '2025-05-03', review_text: 'Fine too.' })],
        default_source: 'direct',
        publish: true,
      });
      expect(failed.status).toBe(500);
      expect(failed.text).not.toMatch(/insert into|test_no_boom|at .*\.ts/);
    } finally {
      await team.db.orm.em.getConnection().execute(`alter table "review" drop constraint "test_no_boom"`);
    }
    expect(await count()).toBe(total);
    expect((await list({ search: 'Fine One' })).total).toBe(0);
  });

  it('takes a file of hundreds of reviews in its one call (beyond the 100 kB every other call may send)', async () => {
    const total = await count();
    const text = 'We loved the lanai, the kayaks and the quiet mornings on the bay. '.repeat(4);
    const rows = Array.from({ length: 600 }, (_, index) => row(index + 2, { guest_name: `Bulk ${index}`, rating: '5', review_date: '2024-06-01', review_text: `${text}${index}` }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(150_000);
    const bulk = await call<ImportResult>(owner, 'importCsv', { rows, default_source: 'vrbo', publish: false });
    expect(bulk).toMatchObject({ status: 200, data: { added: 600, skipped: [] } });
    expect(await count()).toBe(total + 600);
  });

  it('refuses a file of no rows, or an unknown source for the whole file', async () => {
    expect((await call(owner, 'importCsv', { rows: [], default_source: 'airbnb', publish: false })).fieldErrors).toEqual({ rows: ['The file has no reviews'] });
    const unknown = await call<ImportResult>(owner, 'importCsv', { rows: [row(2, { guest_name: 'Fay', rating: '5', review_date: '2025-01-01', review_text: 'Hi', source: 'Tripadvisor' })], default_source: 'airbnb', publish: false });
    expect(unknown.data).toEqual({ added: 0, skipped: [{ line: 2, reason: 'Source: “Tripadvisor” is not Airbnb, VRBO, Booking.com or direct' }] });
  });
});
