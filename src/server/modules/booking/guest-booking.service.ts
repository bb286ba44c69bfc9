import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GuestBooking } from '../../../shared/booking/checkout.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso } from '../../../shared/lib/dates';
import { centsToDecimal } from '../../../shared/lib/money';
import type { ServerConfig } from '../../trpc/context';
import type { Property } from '../property/property.entity';
import { loadProperty } from '../property/property.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { canTransition } from './booking-status';
import { cancelConfirmed } from './cancel-confirmed';
import { storedPricing, storedQuote } from './booking-stored';
import { refundFor, RULES, type RefundDecision } from './refund-policy.logic';

/** What cancelling now would do; null when the booking cannot be cancelled online at all. */
function cancellationOf(booking: BookingRow, now: Date): RefundDecision | null {
  if (booking.status !== 'confirmed') return null;
  const pricing = storedPricing(booking);
  if (!pricing) return null;
  return refundFor({ ...pricing, paidCents: booking.paidCents, refundedCents: booking.refundedCents, checkIn: booking.checkIn, now });
}

function toGuestBooking(booking: BookingRow, property: Property, now: Date): GuestBooking {
  const quote = storedQuote(booking);
  const confirmed = booking.status === 'confirmed';
  const decision = cancellationOf(booking, now);
  return {
    reference: booking.reference,
    status: booking.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: daysBetweenIso(booking.checkIn, booking.checkOut),
    guests: booking.guests,
    pets: booking.pets,
    guestName: booking.guestName ?? '',
    guestEmail: booking.guestEmail ?? '',
    currency: 'USD',
    breakdown: quote?.breakdown ?? [],
    total: quote?.total ?? centsToDecimal(booking.totalCents),
    paid: centsToDecimal(booking.paidCents),
    refunded: centsToDecimal(booking.refundedCents),
    due: centsToDecimal(booking.status === 'hold' ? Math.max(0, booking.totalCents - booking.paidCents) : 0),
    holdExpiresAt: booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    paymentMode: booking.paymentProvider === 'stripe' || booking.paymentProvider === 'demo' ? booking.paymentProvider : null,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    // The exact address is for paying guests only: a hold's link must not reveal it.
    arrival: confirmed ? { address: property.address, checkInInstructions: property.checkInInstructions } : null,
    cancellation: decision?.cancellable ? { refund: centsToDecimal(decision.refundCents), rule: decision.rule } : null,
  };
}

/** The guest's page for a booking their link opened (guestBookingProcedure checked the token). */
export async function getGuestBooking(em: EntityManager, booking: BookingRow, now = new Date()): Promise<GuestBooking> {
  return toGuestBooking(booking, await loadProperty(em), now);
}

/** The guest's page read fresh, after a change that went around this request's identity map. */
export async function freshGuestBooking(em: EntityManager, bookingId: string, now = new Date()): Promise<GuestBooking> {
  em.clear();
  return getGuestBooking(em, await em.findOneOrFail(BookingEntity, { id: bookingId }), now);
}

const CANNOT_CANCEL_ONLINE = 'This booking cannot be cancelled online. Please write to us and we will help.';

/**
 * Cancels a confirmed booking under the cancellation policy and refunds what
 * it allows. The row is locked while the provider refunds, and the status
 * changes with a conditional update, so two clicks (or two tabs) cancel and
 * refund once; the refund's idempotency key covers a retry after a crash
 * between the provider and the commit. A second click sees the cancelled booking.
 */
export async function cancelBooking(em: EntityManager, config: ServerConfig, booking: BookingRow, now = new Date()): Promise<GuestBooking> {
  // Cancelling twice is answered with the cancelled booking; anything else that is not confirmed cannot be cancelled.
  if (!canTransition('cancel', booking.status) && booking.status !== 'cancelled') {
    throw new AppError('CONFLICT', 'Only a confirmed booking can be cancelled.');
  }
  if (canTransition('cancel', booking.status)) {
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(BookingEntity, { id: booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!canTransition('cancel', row.status)) return;
      const decision = cancellationOf(row, now);
      if (!decision) throw new AppError('CONFLICT', CANNOT_CANCEL_ONLINE);
      if (!decision.cancellable) throw new AppError('BAD_REQUEST', RULES.started);
      await cancelConfirmed(
        tx,
        config,
        row,
        { refundCents: decision.refundCents, idempotencyKey: `cancel-${row.reference}`, by: 'guest', cannotRefund: CANNOT_CANCEL_ONLINE },
        now,
      );
    });
  }
  return freshGuestBooking(em, booking.id, now);
}
