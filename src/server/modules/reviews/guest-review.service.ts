import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { todayAtProperty } from '../../../shared/lib/dates';
import {
  REVIEW_LINK_MESSAGES,
  type GuestReviewFields,
  type GuestReviewResult,
  type ReviewLinkState,
} from '../../../shared/reviews/guest-review.schemas';
import type { ReviewAccess } from '../../../shared/reviews/review-link';
import type { ServerConfig } from '../../trpc/context';
import { stayByReference, type StayFacts } from '../booking/booking-stay';
import { ReviewEntity } from './review.entity';
import { isReviewToken } from './review-link';
import { getReviewSettings } from './review-settings.service';

type Opened = { state: ReviewLinkState; stay: StayFacts | null };

/** Where the link stands today (Honolulu): the form opens on the stay's check-out day, once, for a confirmed stay. */
async function openLink(em: EntityManager, config: ServerConfig, access: ReviewAccess, now: Date): Promise<Opened> {
  if (!isReviewToken(config, access)) return { state: { status: 'invalid' }, stay: null };
  const stay = await stayByReference(em, access.reference);
  if (!stay || stay.status === 'hold' || stay.status === 'expired') return { state: { status: 'invalid' }, stay: null };
  if (stay.status === 'cancelled') return { state: { status: 'cancelled' }, stay };
  if (await em.count(ReviewEntity, { bookingId: stay.id })) return { state: { status: 'reviewed' }, stay };
  if (todayAtProperty(now) < stay.checkOut) return { state: { status: 'not_over', check_out: stay.checkOut }, stay };
  const firstName = stay.guestName?.trim().split(/\s+/)[0] ?? '';
  return { state: { status: 'open', check_in: stay.checkIn, check_out: stay.checkOut, guest_first_name: firstName }, stay };
}

export async function reviewLinkState(em: EntityManager, config: ServerConfig, access: ReviewAccess, now = new Date()): Promise<ReviewLinkState> {
  return (await openLink(em, config, access, now)).state;
}

function refusal(status: Exclude<ReviewLinkState['status'], 'open'>): AppError {
  return new AppError(status === 'invalid' ? 'NOT_FOUND' : 'CONFLICT', REVIEW_LINK_MESSAGES[status]);
}

/**
 * A guest's review of their own stay: linked to the booking, verified, with the stay's dates, from this site.
 * One statement inserts it unless the stay has one already (the unique booking_id decides between two submits at
 * once), so the link works once. It waits for the host unless the owner publishes verified reviews at once; then
 * the public pages are dropped after the insert, so the summary and the list show it from the next request.
 */
export async function submitGuestReview(
  em: EntityManager,
  config: ServerConfig,
  access: ReviewAccess,
  review: GuestReviewFields,
  now = new Date(),
): Promise<GuestReviewResult> {
  const { state, stay } = await openLink(em, config, access, now);
  if (state.status !== 'open') throw refusal(state.status);
  if (!stay) throw refusal('invalid');
  const published = (await getReviewSettings(em)).publish_verified_at_once;
  const inserted = await em.execute<{ id: number }[]>(
    `insert into review (guest_name, location, rating, review_date, stay_start_date, stay_end_date, trip_type, review_text,
       would_recommend, is_featured, verified_guest, reviewer_avatar_url, source, is_published, booking_id, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, false, true, null, 'direct', ?, ?, ?)
     on conflict (booking_id) do nothing
     returning id`,
    [review.guest_name, review.location, review.rating, todayAtProperty(now), stay.checkIn, stay.checkOut, review.trip_type, review.review_text, review.would_recommend, published, stay.id, now],
  );
  if (inserted.length === 0) throw refusal('reviewed');
  if (published) await config.onAdminChange?.();
  return { published };
}
