import { beforeAll, describe, expect, it } from 'vitest';
import type { GuestReviewResult, ReviewLinkState, ReviewSettings } from '../../../shared/reviews/guest-review.schemas';
import { REVIEW_LINK_MESSAGES } from '../../../shared/reviews/guest-review.schemas';
import type { AdminReview, ReviewList } from '../../../shared/reviews/review-admin.schemas';
import { reviewAccessOf, type ReviewAccess } from '../../../shared/reviews/review-link';
import type { PublicReview, ReviewSummary } from '../../../shared/reviews/reviews.schemas';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { createBooking } from '../../composition/factories';
import type { BookingRow } from '../booking/booking.entity';
import { browserLike } from '../../../test/http-harness';
import { callTrpc, useRenderingServerWithTeam, type Tab } from '../../../test/rendering-server';
import { testConfig } from '../../../test/test-config';
import { reviewLink } from './review-link';

const team = useRenderingServerWithTeam({ name: 'Lani Staff', email: 'lani@example.com' });
let base: string;
let owner: Tab;
let staff: Tab;
let guest: Tab;
beforeAll(() => {
  ({ base, owner, staff } = team);
  guest = browserLike(base);
});

const TODAY = todayAtProperty();
// Each stay its own nights (the database refuses two confirmed stays on one night), all long past unless a test says.
let nextStart = -600;
async function stay(fields: Partial<BookingRow> = {}, nights = 4): Promise<{ booking: BookingRow; access: ReviewAccess }> {
  const checkIn = addDaysIso(TODAY, nextStart);
  nextStart += nights + 1;
  const em = team.db.orm.em.fork();
  const booking = createBooking(em, { status: 'confirmed', checkIn, checkOut: addDaysIso(checkIn, nights), guestName: 'Keoni Palakiko', guestEmail: 'keoni@example.com', ...fields });
  await em.flush();
  return { booking, access: reviewAccessOf(new URL(reviewLink(testConfig(), booking.reference)).searchParams) };
}

const review = { rating: 5, review_text: 'Woke to the bay every morning. <b>Mahalo</b>!', trip_type: 'Family', would_recommend: true, guest_name: 'Keoni P.', location: 'Portland, OR' };
const submit = (access: ReviewAccess, fields: Record<string, unknown> = review) => callTrpc<GuestReviewResult>(guest, 'reviews.submit', { ...access, ...fields });
const linkState = async (access: ReviewAccess) => (await callTrpc<ReviewLinkState>(guest, 'reviews.linkState', access, 'query')).data!;
const publicReviews = async () => (await (await fetch(`${base}/api/reviews/public`)).json()) as PublicReview[];
const summary = async () => (await (await fetch(`${base}/api/reviews/summary`)).json()) as ReviewSummary;
async function adminReviewOf(name: string): Promise<AdminReview | undefined> {
  return (await callTrpc<ReviewList>(staff, 'admin.reviews.list', { search: name }, 'query')).data!.items[0];
}
async function reviewRowsOf(bookingId: string) {
  const rows = await team.db.orm.em.fork().getConnection().execute<{ id: number; verified_guest: boolean; is_published: boolean; source: string }[]>(
    'select id, verified_guest, is_published, source from review where booking_id = ?',
    [bookingId],
  );
  return rows;
}

describe('a guest reviews their stay through its link', () => {
  it('lands unpublished, verified and linked to the booking with its dates; once published by staff it shows in the list and the summary', async () => {
    const { booking, access } = await stay();
    expect(await linkState(access)).toEqual({ status: 'open', check_in: booking.checkIn, check_out: booking.checkOut, guest_first_name: 'Keoni' });
    const before = await summary();

    const sent = await submit(access);
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ published: false });
    const rows = await reviewRowsOf(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ verified_guest: true, is_published: false, source: 'direct' });

    const waiting = await adminReviewOf('Keoni P.');
    expect(waiting).toMatchObject({
      guest_name: 'Keoni P.',
      location: 'Portland, OR',
      rating: 5,
      trip_type: 'Family',
      would_recommend: true,
      verified_guest: true,
      source: 'direct',
      is_published: false,
      is_featured: false,
      review_date: TODAY,
      stay_start_date: booking.checkIn,
      stay_end_date: booking.checkOut,
      review_text: review.review_text,
    });
    expect((await publicReviews()).some((one) => one.guest_name === 'Keoni P.')).toBe(false);
    expect(await summary()).toEqual(before);

    expect((await callTrpc(staff, 'admin.reviews.setPublished', { id: waiting!.id, published: true })).status).toBe(200);
    expect((await publicReviews()).find((one) => one.id === waiting!.id)).toMatchObject({ verified_guest: true, stay_start_date: booking.checkIn, review_text: review.review_text });
    const after = await summary();
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.reviewCounts[5]).toBe(before.reviewCounts[5] + 1);
    // The guest's markup is text on the home page, never markup.
    const home = await (await fetch(`${base}/`)).text();
    expect(home).not.toContain('<b>Mahalo</b>');

    // The link cannot be used twice.
    expect(await linkState(access)).toEqual({ status: 'reviewed' });
    const again = await submit(access, { ...review, guest_name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.message).toBe(REVIEW_LINK_MESSAGES.reviewed);
    expect(await reviewRowsOf(booking.id)).toHaveLength(1);
  });

  it('renders the form on the server for its link, not indexed, and a wrong link’s page says why there is no form', async () => {
    const { access } = await stay();
    const link = reviewLink(testConfig(), access.reference).replace(testConfig().publicUrl, base);
    const html = await (await fetch(link)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('aria-label="Review your stay"');
    expect(html).toContain('value="Keoni"');
    const wrong = await (await fetch(`${base}/review?ref=${access.reference}&token=nope`)).text();
    expect(wrong).toContain(REVIEW_LINK_MESSAGES.invalid);
    expect(wrong).not.toContain('aria-label="Review your stay"');
  });

  it('keeps one review when the same link is submitted twice at once', async () => {
    const { booking, access } = await stay();
    const answers = await Promise.all([submit(access, { ...review, guest_name: 'Race One' }), submit(access, { ...review, guest_name: 'Race Two' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await reviewRowsOf(booking.id)).toHaveLength(1);
  });

  it('refuses a cancelled stay, a stay not over yet and a wrong token, saving nothing', async () => {
    const cancelled = await stay({ status: 'cancelled', cancelledAt: new Date() });
    expect(await linkState(cancelled.access)).toEqual({ status: 'cancelled' });
    const refusedCancelled = await submit(cancelled.access);
    expect(refusedCancelled.status).toBe(409);
    expect(refusedCancelled.message).toBe(REVIEW_LINK_MESSAGES.cancelled);
    expect(await reviewRowsOf(cancelled.booking.id)).toHaveLength(0);

    const em = team.db.orm.em.fork();
    const upcoming = createBooking(em, { status: 'confirmed', checkIn: addDaysIso(TODAY, -1), checkOut: addDaysIso(TODAY, 2), guestName: 'Ana Bell' });
    await em.flush();
    const upcomingAccess = reviewAccessOf(new URL(reviewLink(testConfig(), upcoming.reference)).searchParams);
    expect(await linkState(upcomingAccess)).toEqual({ status: 'not_over', check_out: addDaysIso(TODAY, 2) });
    expect((await submit(upcomingAccess)).message).toBe(REVIEW_LINK_MESSAGES.not_over);
    expect(await reviewRowsOf(upcoming.id)).toHaveLength(0);

    const { booking, access } = await stay();
    const forged = { reference: access.reference, token: `${access.token.slice(0, -2)}xx` };
    expect(await linkState(forged)).toEqual({ status: 'invalid' });
    const refusedForged = await submit(forged);
    expect(refusedForged.status).toBe(404);
    expect(refusedForged.message).toBe(REVIEW_LINK_MESSAGES.invalid);
    // Another stay's token opens nothing either.
    expect(await linkState({ reference: access.reference, token: cancelled.access.token })).toEqual({ status: 'invalid' });
    expect(await reviewRowsOf(booking.id)).toHaveLength(0);
  });

  it('answers bad input field by field and saves nothing', async () => {
    const { booking, access } = await stay();
    const bad = await submit(access, { rating: 0, review_text: '   ', trip_type: 'Pirates', would_recommend: true, guest_name: '', location: 'x'.repeat(121) });
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      rating: ['Choose a rating from 1 to 5 stars'],
      review_text: ['Tell other guests about your stay'],
      trip_type: ['Choose who you travelled with'],
      guest_name: ['Give your name as it should be shown'],
      location: ['Keep the location to 120 characters'],
    });
    expect(await reviewRowsOf(booking.id)).toHaveLength(0);
    expect(await linkState(access)).toMatchObject({ status: 'open' });
  });

  it('publishes at once when the owner chose so (owner only), and the public list and summary show it at the next request', async () => {
    expect((await callTrpc(staff, 'admin.reviews.saveSettings', { publish_verified_at_once: true })).status).toBe(403);
    expect((await callTrpc<ReviewSettings>(owner, 'admin.reviews.settings', undefined, 'query')).data).toEqual({ publish_verified_at_once: false });
    expect((await callTrpc<ReviewSettings>(owner, 'admin.reviews.saveSettings', { publish_verified_at_once: true })).data).toEqual({ publish_verified_at_once: true });
    try {
      // Read once, so the rendering server keeps the home page with the old count.
      const before = await summary();
      await fetch(`${base}/`);
      const { booking, access } = await stay();
      const sent = await submit(access, { ...review, guest_name: 'Malia At Once', rating: 4 });
      expect(sent.data).toEqual({ published: true });
      expect(await reviewRowsOf(booking.id)).toMatchObject([{ is_published: true, verified_guest: true }]);
      expect((await publicReviews()).find((one) => one.guest_name === 'Malia At Once')).toMatchObject({ verified_guest: true, rating: 4 });
      expect((await summary()).totalReviews).toBe(before.totalReviews + 1);
      expect(await (await fetch(`${base}/`)).text()).toContain('"name":"Malia At Once"');
    } finally {
      await callTrpc(owner, 'admin.reviews.saveSettings', { publish_verified_at_once: false });
    }
  });
});
