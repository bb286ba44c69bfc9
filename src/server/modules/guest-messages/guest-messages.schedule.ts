import type { EntityManager } from '@mikro-orm/postgresql';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { GUEST_MESSAGE_KINDS } from '../../../shared/emails/guest-messages.schemas';
import type { BookingRow } from '../booking/booking.entity';
import { planMessages, REVIEW_REQUEST_VALID_DAYS } from './guest-messages.logic';
import { loadRules } from './guest-messages.settings';

type StayOf = Pick<BookingRow, 'id' | 'status' | 'checkIn' | 'checkOut'>;

/**
 * Brings a booking's scheduled messages in line with it, in the caller's transaction: a confirmed stay gets one
 * row per enabled rule at its due instant (a changed date moves it), a cancelled one (or a rule turned off) loses
 * the ones not yet sent. A message already sent is never touched, so it is never sent twice.
 */
export async function syncGuestMessages(em: EntityManager, booking: StayOf, now = new Date()): Promise<void> {
  const plan = booking.status === 'confirmed' ? planMessages(await loadRules(em), booking, now) : [];
  for (const message of plan) {
    await em.execute(
      `insert into scheduled_message (booking_id, kind, due_at) values (?, ?, ?)
       on conflict (booking_id, kind) do update set due_at = excluded.due_at where scheduled_message.status = 'scheduled'`,
      [booking.id, message.kind, message.dueAt],
      'run',
    );
  }
  const dropped = GUEST_MESSAGE_KINDS.filter((kind) => !plan.some((message) => message.kind === kind));
  if (dropped.length > 0) {
    await em.execute(`delete from scheduled_message where booking_id = ? and status = 'scheduled' and kind in (${dropped.map(() => '?').join(', ')})`, [booking.id, ...dropped], 'run');
  }
}

/** After the owner changes the rules: every stay that may still get a message is planned again. */
export async function resyncAllGuestMessages(em: EntityManager, now = new Date()): Promise<void> {
  const since = addDaysIso(todayAtProperty(now), -(REVIEW_REQUEST_VALID_DAYS + 31));
  const stays: { id: string; check_in: string; check_out: string }[] = await em.execute(
    `select id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out from booking where status = 'confirmed' and check_out >= ?`,
    [since],
  );
  for (const stay of stays) await syncGuestMessages(em, { id: stay.id, status: 'confirmed', checkIn: stay.check_in, checkOut: stay.check_out }, now);
}
