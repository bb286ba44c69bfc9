import { defineEntity, type FilterQuery, type InferEntity } from '@mikro-orm/core';
import { BOOKING_STATUSES } from '../../../shared/booking/booking.schemas';
import { BOOKING_SOURCES, MANUAL_PAYMENT_METHODS } from '../../../shared/booking/manual-booking.schemas';
import type { Quote } from '../../../shared/quote/quote.schemas';
import type { StoredPricing } from './refund-policy.logic';

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
    /** The server's quote at hold time (amounts as sent to the guest). */
    quote: p.json<Quote>().nullable(),
    /** The priced stay in cents with its tax rules, kept for refunds under the cancellation policy. */
    pricing: p.json<StoredPricing>().nullable(),
    couponCode: p.string().length(40).nullable(),
    /** This booking holds one of its coupon's uses (reserved when priced, kept when confirmed, given back when it dies unpaid). */
    couponReserved: p.boolean().default(false),
    /** Keyed hash of the client that placed the hold: one client keeps at most one live unpaid hold. */
    clientHash: p.string().length(64).nullable(),
    guestName: p.string().length(120).nullable(),
    guestEmail: p.string().length(254).nullable(),
    guestPhone: p.string().length(40).nullable(),
    arrivalTime: p.string().length(20).nullable(),
    guestMessage: p.text().nullable(),
    policiesAcceptedAt: p.datetime().nullable(),
    paymentProvider: p.string().length(10).nullable(),
    paymentIntentId: p.string().length(255).nullable().unique(),
    paidCents: p.integer().default(0),
    refundedCents: p.integer().default(0),
    /** While a partial refund waits for the payment provider: no other refund or refunding cancel until then (a lease). */
    refundClaimedUntil: p.datetime().nullable(),
    /** 'direct' from the site's checkout, 'manual' when the owner recorded it (admin.bookings.createManual). */
    source: p.enum([...BOOKING_SOURCES]).default('direct'),
    /** A manual booking's payment as the owner recorded it; null for online payments (paymentProvider says how). */
    paymentMethod: p.enum([...MANUAL_PAYMENT_METHODS]).nullable(),
    /** Why the owner set a manual booking's total by hand; null when the total is the engine's. */
    priceOverrideReason: p.text().nullable(),
    holdExpiresAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
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
    { name: 'booking_guest_email_index', properties: ['guestEmail'] },
    { name: 'booking_client_hash_index', expression: `create index "booking_client_hash_index" on "booking" ("client_hash") where "status" = 'hold'` },
    { name: 'booking_coupon_reserved_index', expression: `create index "booking_coupon_reserved_index" on "booking" ("status") where "coupon_reserved"` },
  ],
});
export type BookingRow = InferEntity<typeof BookingEntity>;

/** Stays that hold nights of [from, to) right now: confirmed ones and holds whose time has not run out. */
export function liveStaysOverlapping(from: string, to: string, now: Date): FilterQuery<BookingRow> {
  return { checkIn: { $lt: to }, checkOut: { $gt: from }, $or: [{ status: 'confirmed' }, { status: 'hold', holdExpiresAt: { $gt: now } }] };
}
