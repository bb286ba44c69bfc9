import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import type { ServerConfig } from '../../trpc/context';
import { BookingEntity, type BookingRow } from './booking.entity';
import { notifyBookingCancelled } from './booking-notifications';
import { cancelConfirmedBooking } from './booking-status';
import { GUEST, recordBookingEvent, type BookingActor } from './booking-event.service';
import { REFUND_UNDER_WAY, refundUnderWay } from './refund-claim';

export interface CancelConfirmed {
  refundCents: number;
  /** Per booking and per path, so a retry after a crash refunds once at the provider. */
  idempotencyKey: string;
  by: 'guest' | 'host';
  /** Said when this payment cannot be refunded through the configured provider. */
  cannotRefund: string;
  /** Who cancelled, for the timeline: the guest unless an owner or staff member is named. */
  actor?: BookingActor;
}

/**
 * The one way a confirmed booking becomes cancelled, for the guest's link and
 * the owner alike. The caller holds the row lock inside `tx`. The refund is
 * asked for before anything is written, so a refused refund leaves the booking
 * as it was; the status then changes by a conditional update and only that
 * change queues the e-mails. Returns the cancelled row, or null when it was no
 * longer confirmed.
 */
export async function cancelConfirmed(tx: EntityManager, config: ServerConfig, row: BookingRow, input: CancelConfirmed, now: Date): Promise<BookingRow | null> {
  if (input.refundCents > 0) {
    // Read under the row lock, which the refund's claim needs too: a claim seen here is still with the provider.
    if (refundUnderWay(row, now)) throw new AppError('CONFLICT', REFUND_UNDER_WAY);
    if (!row.paymentIntentId || row.paymentProvider !== config.payments.mode) throw new AppError('CONFLICT', input.cannotRefund);
    await config.payments.refund({ intentId: row.paymentIntentId, amountCents: input.refundCents, idempotencyKey: input.idempotencyKey });
  }
  const actor = input.actor ?? GUEST;
  if (!(await cancelConfirmedBooking(tx, row, input.refundCents, now, actor))) return null;
  if (input.refundCents > 0) {
    const reason = input.by === 'host' ? 'Cancelled by the host with a full refund' : 'Cancelled by the guest under the cancellation policy';
    await recordBookingEvent(tx, { bookingId: row.id, kind: 'refunded', actor, amountCents: input.refundCents, reason }, now);
  }
  const cancelled = await tx.findOneOrFail(BookingEntity, { id: row.id }, { refresh: true });
  await notifyBookingCancelled(tx, config, cancelled, input.refundCents, now, input.by);
  return cancelled;
}
