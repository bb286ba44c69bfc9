import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../../logger';
import type { ServerConfig } from '../../trpc/context';
import type { PaymentIntentView } from '../payments/payment-provider';
import { BookingEntity, type BookingRow } from './booking.entity';
import { takeNightsLock } from '../availability/night-lock';
import { isOverlapViolation } from './booking.logic';
import { cancelUnplaced, confirmBooking, releaseHold } from './booking-status';
import { reReserveCoupon } from './coupon-reservation';
import { notifyBookingCancelled, notifyBookingConfirmed } from './booking-notifications';

/**
 * What settling a payment did: confirmed the booking, refunded a payment
 * whose nights were gone, released the nights of a failed payment, found
 * it still pending, found nothing left to do, or found no booking for it.
 */
export type SettleOutcome = 'confirmed' | 'refunded' | 'released' | 'pending' | 'unchanged' | 'unknown';

async function bookingFor(em: EntityManager, intentId: string): Promise<BookingRow | null> {
  return em.findOne(BookingEntity, { paymentIntentId: intentId }, { refresh: true });
}

/** Thrown inside the confirming transaction to undo it: the discount paid for can no longer be granted. */
class CouponGone extends Error {}

/**
 * Makes a paid booking confirmed, exactly once however many webhooks,
 * browser returns and reconciliation rounds report the same payment: one
 * conditional UPDATE (hold or expired → confirmed) decides, and only the call
 * that changed the row queues the e-mails, in the same transaction. The
 * coupon's use was reserved with the hold; a hold that ran out gave it back,
 * so it is taken again here, and if the coupon is used up by now the booking
 * is treated like one whose nights were taken: refunded in full. An expired
 * hold whose nights are still free is confirmed too (the exclusion constraint
 * refuses it over another stay, the night_claims trigger over a blocked night).
 */
export async function confirmPaidBooking(em: EntityManager, config: ServerConfig, intent: PaymentIntentView, now = new Date()): Promise<SettleOutcome> {
  const booking = await bookingFor(em, intent.id);
  if (!booking) return 'unknown';
  if (booking.status === 'confirmed') return 'unchanged';
  if (booking.status === 'cancelled') return booking.paidCents > 0 ? 'unchanged' : refundUnplaced(em, config, booking, intent, now);
  try {
    const changed = await em.transactional(async (tx) => {
      // An expired hold re-takes its nights here: under the house's lock, like every stay (the trigger checks the blocks).
      await takeNightsLock(tx);
      if (!(await confirmBooking(tx, booking.id, intent.amountCents, now))) return false;
      const row = await tx.findOneOrFail(BookingEntity, { id: booking.id }, { refresh: true });
      if (row.couponCode && !row.couponReserved && !(await reReserveCoupon(tx, row.id))) throw new CouponGone();
      await notifyBookingConfirmed(tx, config, row);
      return true;
    });
    return changed ? 'confirmed' : 'unchanged';
  } catch (error) {
    if (error instanceof CouponGone) log.warn(`booking ${booking.reference}: paid after its coupon ${booking.couponCode} was used up`);
    else if (!isOverlapViolation(error)) throw error;
    return refundUnplaced(em, config, booking, intent, now);
  }
}

/**
 * The guest paid after their hold ran out and someone else took the nights:
 * the whole payment goes back, and the booking is recorded as cancelled with
 * that refund. A paid guest is never left with neither a stay nor a refund.
 */
async function refundUnplaced(em: EntityManager, config: ServerConfig, booking: BookingRow, intent: PaymentIntentView, now: Date): Promise<SettleOutcome> {
  // Idempotent at the provider: a retried settlement never refunds twice.
  await config.payments.refund({ intentId: intent.id, amountCents: intent.amountCents, idempotencyKey: `unplaced-${booking.reference}` });
  return em.transactional(async (tx) => {
    if (!(await cancelUnplaced(tx, booking.id, intent.amountCents, now))) return 'unchanged';
    log.warn(`booking ${booking.reference}: paid after its nights or coupon were taken; refunded ${intent.amountCents} cents in full`);
    const row = await tx.findOneOrFail(BookingEntity, { id: booking.id }, { refresh: true });
    await notifyBookingCancelled(tx, config, row, intent.amountCents);
    return 'refunded';
  });
}

/** Frees the nights of a hold whose payment failed or was cancelled. */
export async function releaseHoldFor(em: EntityManager, intentId: string, now = new Date()): Promise<SettleOutcome> {
  return (await releaseHold(em, { paymentIntentId: intentId }, now)) ? 'released' : 'unchanged';
}

/** Acts on where a payment stands at the provider: the one path for webhooks, the guest's return and reconciliation. */
export async function settleIntent(em: EntityManager, config: ServerConfig, intent: PaymentIntentView, now = new Date()): Promise<SettleOutcome> {
  if (intent.status === 'succeeded') return confirmPaidBooking(em, config, intent, now);
  if (intent.status === 'failed' || intent.status === 'canceled') return releaseHoldFor(em, intent.id, now);
  return 'pending';
}
