import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { BOOKING_STATUSES } from '../../../shared/booking/booking.schemas';

const p = defineEntity.properties;

/**
 * A stay from its first hold to its end. The database itself refuses two
 * holds or confirmed bookings on the same night (exclusion constraint
 * booking_no_overlap in the migration), whatever the application does.
 */
export const BookingEntity = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    reference: p.string().length(12).unique(),
    status: p.enum([...BOOKING_STATUSES]),
    checkIn: p.date(),
    checkOut: p.date(),
    guests: p.integer(),
    pets: p.integer(),
    currency: p.string().length(3),
    /** The server's own price when the hold was made; the client's total is never trusted. */
    totalCents: p.integer(),
    holdExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  checks: [{ name: 'booking_dates', expression: 'check_out > check_in' }],
  // Declared here too so generated migrations know them and never drop them.
  indexes: [
    {
      name: 'booking_no_overlap',
      expression: `alter table "booking" add constraint "booking_no_overlap" exclude using gist (daterange("check_in", "check_out", '[)') with &&) where ("status" in ('hold', 'confirmed'))`,
    },
    { name: 'booking_status_hold_expires_at_index', properties: ['status', 'holdExpiresAt'] },
  ],
});
export type BookingRow = InferEntity<typeof BookingEntity>;
