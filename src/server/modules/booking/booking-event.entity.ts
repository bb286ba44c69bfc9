import { defineEntity } from '@mikro-orm/core';
import { BOOKING_ACTOR_KINDS, BOOKING_EVENT_KINDS } from '../../../shared/booking/booking-event.schemas';

const p = defineEntity.properties;

/** One line of a booking's timeline, written in the same transaction as what it records. */
export const BookingEventEntity = defineEntity({
  name: 'BookingEvent',
  tableName: 'booking_event',
  properties: {
    id: p.integer().primary().autoincrement(),
    bookingId: p.uuid().index(),
    kind: p.enum([...BOOKING_EVENT_KINDS]),
    actorKind: p.enum([...BOOKING_ACTOR_KINDS]),
    /** The owner's or staff member's account; kept as text so the timeline outlives the account. */
    actorUserId: p.uuid().nullable(),
    actorName: p.string().length(100).nullable(),
    amountCents: p.integer().nullable(),
    reason: p.text().nullable(),
    detail: p.text().nullable(),
    createdAt: p.datetime(),
  },
});
