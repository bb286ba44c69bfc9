import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingEvent, BookingEventKind } from '../../../shared/booking/booking-event.schemas';
import { BookingEventEntity } from './booking-event.entity';

/** Who did something to a booking. An admin is named as they were at the time. */
export type BookingActor = { kind: 'guest' } | { kind: 'system' } | { kind: 'admin'; userId: string; name: string };

export const GUEST: BookingActor = { kind: 'guest' };
export const SYSTEM: BookingActor = { kind: 'system' };

export interface BookingEventInput {
  bookingId: string;
  kind: BookingEventKind;
  actor: BookingActor;
  amountCents?: number | null;
  reason?: string | null;
  detail?: string | null;
}

/** The columns of one event row, for inserts written by hand (booking-status.ts records a transition in its own statement). */
export function bookingEventColumns(actor: BookingActor): { actorKind: BookingActor['kind']; actorUserId: string | null; actorName: string | null } {
  return actor.kind === 'admin' ? { actorKind: 'admin', actorUserId: actor.userId, actorName: actor.name } : { actorKind: actor.kind, actorUserId: null, actorName: null };
}

/**
 * Writes one line of a booking's timeline at once (an INSERT, not a queued change), so it commits
 * or rolls back with the caller's transaction: pass the `tx` of the work it records. The booking
 * row must already be written (flushed).
 */
export async function recordBookingEvent(em: EntityManager, event: BookingEventInput, now = new Date()): Promise<void> {
  await em.insert(BookingEventEntity, {
    bookingId: event.bookingId,
    kind: event.kind,
    ...bookingEventColumns(event.actor),
    amountCents: event.amountCents ?? null,
    reason: event.reason ?? null,
    detail: event.detail ?? null,
    createdAt: now,
  });
}

/** A booking's timeline, oldest first (events of one transaction keep the order they were written in). */
export async function listBookingEvents(em: EntityManager, bookingId: string): Promise<BookingEvent[]> {
  const rows = await em.find(BookingEventEntity, { bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return rows.map((row) => ({
    kind: row.kind,
    at: row.createdAt.toISOString(),
    actor: { kind: row.actorKind, userId: row.actorUserId ?? null, name: row.actorName ?? null },
    amountCents: row.amountCents ?? null,
    reason: row.reason ?? null,
    detail: row.detail ?? null,
  }));
}
