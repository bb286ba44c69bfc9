import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '../../../shared/booking/booking.schemas';
import type { BookingEventKind } from '../../../shared/booking/booking-event.schemas';
import type { BookingRow } from './booking.entity';
import { bookingEventColumns, GUEST, SYSTEM, type BookingActor } from './booking-event.service';
import { releaseCouponReservations } from './coupon-reservation';

/*
 * The booking lifecycle, in one place. A booking is in one of four states:
 *
 *   hold       its nights are held for HOLD_MINUTES while the guest pays
 *   expired    a hold that ran out or was given back: its nights are free again
 *   confirmed  paid: the nights are the guest's
 *   cancelled  a confirmed stay called off (refunded under the policy), or a
 *              payment that came too late for its nights, refunded in full
 *
 *   place ──▶ hold ──confirm──▶ confirmed ──cancel──▶ cancelled
 *                                  ▲
 *                  placeConfirmed ─┘  (the owner's manual booking)
 *              │                   ▲
 *      expire, release             │ confirm (paid late, nights still free)
 *              ▼                   │
 *           expired ───────────────┘        hold, expired ──refundUnplaced──▶ cancelled
 *
 * Every change of status is one conditional UPDATE here (… WHERE status IN
 * <from-states> [and the transition's own guards]) whose affected row count
 * says whether this call made the change: a transition from a wrong state
 * changes nothing, and of any number of racing callers exactly one wins.
 * Nothing else in the server writes a booking's status.
 */

interface TransitionRule {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
}

export const TRANSITIONS = {
  /** A new booking is a hold (an insert, guarded by the exclusion constraint on its nights). */
  place: { from: [], to: 'hold' },
  /** The owner records a stay agreed by phone or paid another way: an insert that is confirmed at once (same exclusion constraint). */
  placeConfirmed: { from: [], to: 'confirmed' },
  /** The hold's time ran out (the sweep before every hold and in reconciliation). */
  expire: { from: ['hold'], to: 'expired' },
  /** A hold given back early: its payment failed, was cancelled or could not be opened, or the guest replaced it. */
  release: { from: ['hold'], to: 'expired' },
  /** Paid: a live hold, or one that ran out while its nights are still free (the exclusion constraint decides). */
  confirm: { from: ['hold', 'expired'], to: 'confirmed' },
  /** The guest (under the policy) or the owner calls off a confirmed stay. */
  cancel: { from: ['confirmed'], to: 'cancelled' },
  /**
   * Paid after the nights or the coupon were taken: recorded as cancelled with
   * the whole payment refunded. Guarded by paid_cents = 0, so it happens once;
   * a cancelled row never paid (made by hand) may be settled this way too.
   */
  refundUnplaced: { from: ['hold', 'expired', 'cancelled'], to: 'cancelled' },
} as const satisfies Record<string, TransitionRule>;

export type Transition = keyof typeof TRANSITIONS;

/** Whether `transition` may start from `from`. */
export function canTransition(transition: Transition, from: BookingStatus): boolean {
  return (TRANSITIONS[transition].from as readonly BookingStatus[]).includes(from);
}


/** The status as a person should see it: a hold whose time ran out is expired even before the sweep reaches it. */
export function shownStatus(row: Pick<BookingRow, 'status' | 'holdExpiresAt'>, now: Date): BookingStatus {
  return row.status === 'hold' && row.holdExpiresAt && row.holdExpiresAt <= now ? 'expired' : row.status;
}

/** Which booking: by id, or by its payment. */
type BookingMatch = { id: string } | { paymentIntentId: string };
type Where = { id?: string; paymentIntentId?: string; holdExpiresAt?: { $lte: Date }; paidCents?: number };
type Changes = { paidCents?: number; refundedCents?: number; confirmedAt?: Date; cancelledAt?: Date };

const COLUMNS = {
  id: 'id',
  paymentIntentId: 'payment_intent_id',
  holdExpiresAt: 'hold_expires_at',
  paidCents: 'paid_cents',
  refundedCents: 'refunded_cents',
  confirmedAt: 'confirmed_at',
  cancelledAt: 'cancelled_at',
} as const;

/** What each transition writes on the booking's timeline. */
const EVENT_OF: Record<Exclude<Transition, 'place' | 'placeConfirmed'>, BookingEventKind> = {
  expire: 'expired',
  release: 'released',
  confirm: 'confirmed',
  cancel: 'cancelled',
  refundUnplaced: 'cancelled',
};

interface TransitionEvent {
  actor: BookingActor;
  amountCents?: number;
  detail?: string;
}

/**
 * The one conditional update behind every transition, and the timeline line it
 * leaves: one statement updates the rows still in a from-state and inserts an
 * event for each row it moved, so an event exists exactly when the change does.
 * Returns the number of rows this call moved.
 */
async function apply(
  em: EntityManager,
  transition: Exclude<Transition, 'place' | 'placeConfirmed'>,
  where: Where,
  changes: Changes,
  now: Date,
  event: TransitionEvent,
): Promise<number> {
  const { from, to } = TRANSITIONS[transition];
  const sets = Object.entries(changes).map(([key, value]) => ({ sql: `${COLUMNS[key as keyof Changes]} = ?`, value }));
  const conditions = Object.entries(where).map(([key, value]) =>
    key === 'holdExpiresAt'
      ? { sql: `${COLUMNS.holdExpiresAt} <= ?`, value: (value as { $lte: Date }).$lte }
      : { sql: `${COLUMNS[key as keyof Where]} = ?`, value },
  );
  const actor = bookingEventColumns(event.actor);
  const result = await em.execute<{ affectedRows: number }>(
    `with moved as (
       update booking set status = ?, updated_at = ?${sets.map((set) => `, ${set.sql}`).join('')}
       where status in (${from.map(() => '?').join(', ')})${conditions.map((condition) => ` and ${condition.sql}`).join('')}
       returning id
     )
     insert into booking_event (booking_id, kind, actor_kind, actor_user_id, actor_name, amount_cents, detail, created_at)
     select id, ?, ?, ?, ?, ?, ?, ? from moved`,
    [
      to,
      now,
      ...sets.map((set) => set.value),
      ...from,
      ...conditions.map((condition) => condition.value),
      EVENT_OF[transition],
      actor.actorKind,
      actor.actorUserId,
      actor.actorName,
      event.amountCents ?? null,
      event.detail ?? null,
      now,
    ],
    'run',
  );
  return result.affectedRows;
}

/** Holds whose time ran out stop blocking nights and give their coupon uses back. Returns how many expired. */
export async function expireStaleHolds(em: EntityManager, now = new Date()): Promise<number> {
  const expired = await apply(em, 'expire', { holdExpiresAt: { $lte: now } }, {}, now, { actor: SYSTEM });
  await releaseCouponReservations(em);
  return expired;
}

/**
 * Frees a hold's nights and its coupon use. False when it was no longer a hold (confirmed, cancelled, expired).
 * `actor` is the guest when they replaced it themselves, the system when its payment failed or could not be opened.
 */
export async function releaseHold(em: EntityManager, match: BookingMatch, now = new Date(), actor: BookingActor = SYSTEM): Promise<boolean> {
  const released = (await apply(em, 'release', match, {}, now, { actor })) === 1;
  if (released) await releaseCouponReservations(em);
  return released;
}

/** A paid hold (or expired hold) becomes confirmed. False when another call confirmed it first or it is no longer payable. */
export async function confirmBooking(tx: EntityManager, bookingId: string, paidCents: number, now = new Date()): Promise<boolean> {
  return (await apply(tx, 'confirm', { id: bookingId }, { paidCents, confirmedAt: now }, now, { actor: GUEST, amountCents: paidCents })) === 1;
}

/**
 * A confirmed stay becomes cancelled with `refundCents` more refunded. The
 * caller holds the row lock, so `row.refundedCents` is current. False when
 * it was no longer confirmed (a second click, another tab, the owner).
 */
export async function cancelConfirmedBooking(
  tx: EntityManager,
  row: Pick<BookingRow, 'id' | 'refundedCents'>,
  refundCents: number,
  now = new Date(),
  actor: BookingActor = GUEST,
): Promise<boolean> {
  const changes = { refundedCents: row.refundedCents + refundCents, cancelledAt: now };
  return (await apply(tx, 'cancel', { id: row.id }, changes, now, { actor, amountCents: refundCents })) === 1;
}

/** A payment that found its nights or coupon gone is recorded, refunded in full, on a cancelled booking; its coupon use goes back. */
export async function cancelUnplaced(tx: EntityManager, bookingId: string, amountCents: number, now = new Date()): Promise<boolean> {
  const event = { actor: SYSTEM, amountCents, detail: 'Paid after its nights or coupon were taken: refunded in full' };
  const changed = (await apply(tx, 'refundUnplaced', { id: bookingId, paidCents: 0 }, { paidCents: amountCents, refundedCents: amountCents, cancelledAt: now }, now, event)) === 1;
  if (changed) await releaseCouponReservations(tx);
  return changed;
}
