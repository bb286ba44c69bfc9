import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { MANUAL_BOOKING_MESSAGES, MANUAL_PAYMENT_LABELS, type ManualBooking, type manualBookingInputSchema } from '../../../shared/booking/manual-booking.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { formatUsd } from '../../../shared/lib/money';
import { todayAtProperty } from '../../../shared/lib/dates';
import type { ServerConfig } from '../../trpc/context';
import { quoteStayDetailed } from '../quote/quote.service';
import { BookingEntity } from './booking.entity';
import { takeNightsLock } from '../availability/night-lock';
import { isOverlapViolation, isRetryableConflict, newReference } from './booking.logic';
import { recordBookingEvent } from './booking-event.service';
import { RecordedPaymentEntity } from './recorded-payment.entity';
import { notifyBookingConfirmed } from './booking-notifications';
import { withOwnerTotal } from './owner-total.logic';
import { expireStaleHolds, TRANSITIONS } from './booking-status';

type ManualBookingInput = z.output<typeof manualBookingInputSchema>;

const TAKEN = 'Some of those nights are already taken by a booking, a live hold or a blocked date. Choose other dates.';

/** Who recorded it, for the booking's timeline. */
interface ManualBookingAuthor {
  userId: string;
  name: string;
}

/** The timeline's words for how it was paid: "payment: Cash, $500.00 paid" or "payment: Left due". */
function paymentNote(input: ManualBookingInput, totalCents: number): string {
  const method = MANUAL_PAYMENT_LABELS[input.paymentMethod];
  const payment = input.paymentMethod === 'due' ? method : `${method}, ${formatUsd(input.amountPaidCents)} paid of ${formatUsd(totalCents)}`;
  return `manual, payment: ${payment}`;
}

/**
 * A booking the owner records by hand: a guest who phoned, or paid by cash,
 * check, bank transfer or elsewhere. It is priced by the same engine as an
 * online stay (the owner may set another all-in total, with a reason), checked
 * by the same stay rules except the online booking window (and the minimum
 * stay when the owner says so), inserted as confirmed under the same exclusion
 * constraint (a taken night is a 409 and nothing is written), and queues the
 * same confirmation e-mails through the outbox in the same transaction.
 */
export async function createManualBooking(
  em: EntityManager,
  config: ServerConfig,
  input: ManualBookingInput,
  author: ManualBookingAuthor,
  now = new Date(),
): Promise<ManualBooking> {
  await expireStaleHolds(em, now);
  const stay = { start: input.start, end: input.end, guests: input.guests, pets: input.pets };
  const priced = await quoteStayDetailed(em, stay, now, undefined, { skipBookingWindow: true, skipMinimumStay: input.allowShortStay }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', TAKEN, error.fieldErrors);
    throw error;
  });
  const engineCents = priced.priced.totalCents;
  const totalCents = input.overrideTotalCents ?? engineCents;
  if (input.amountPaidCents > totalCents) {
    throw new AppError('BAD_REQUEST', MANUAL_BOOKING_MESSAGES.paidOverTotal, { amountPaidCents: [`${MANUAL_BOOKING_MESSAGES.paidOverTotal} (${formatUsd(totalCents)})`] });
  }
  const overridden = totalCents !== engineCents;
  const price = withOwnerTotal(priced.quote, priced.priced, priced.taxes, totalCents);
  try {
    const row = await em.transactional(async (tx) => {
      await takeNightsLock(tx);
      const created = tx.create(BookingEntity, {
        reference: newReference(),
        status: TRANSITIONS.placeConfirmed.to,
        source: 'manual',
        checkIn: input.start,
        checkOut: input.end,
        guests: input.guests,
        pets: input.pets ?? 0,
        currency: 'USD',
        totalCents,
        quote: price.quote,
        pricing: { priced: price.priced, taxes: priced.taxes },
        guestName: input.guest.name,
        guestEmail: input.guest.email ?? null,
        guestPhone: input.guest.phone ?? null,
        arrivalTime: input.guest.arrivalTime,
        guestMessage: input.guest.message || null,
        paymentMethod: input.paymentMethod,
        paidCents: input.amountPaidCents,
        priceOverrideReason: overridden ? input.overrideReason.trim() : null,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      await recordBookingEvent(
        tx,
        {
          bookingId: created.id,
          kind: 'created',
          actor: { kind: 'admin', userId: author.userId, name: author.name },
          amountCents: totalCents,
          reason: created.priceOverrideReason ?? null,
          detail: paymentNote(input, totalCents),
        },
        now,
      );
      // The money taken with the booking is its first ledger entry, so it can be refunded or voided by hand later.
      if (input.paymentMethod !== 'due' && input.amountPaidCents > 0) {
        await tx.insert(RecordedPaymentEntity, {
          bookingId: created.id,
          kind: 'payment',
          method: input.paymentMethod,
          amountCents: input.amountPaidCents,
          receivedOn: todayAtProperty(now),
          note: 'Recorded with the booking',
          recordedByUserId: author.userId,
          recordedByName: author.name,
          recordedAt: now,
        });
      }
      await notifyBookingConfirmed(tx, config, created, now);
      await tx.flush();
      return created;
    });
    return {
      reference: row.reference,
      status: 'confirmed',
      source: 'manual',
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      engineTotalCents: engineCents,
    };
  } catch (error) {
    // A deadlock is answered like a taken night (probe G7): the owner tries again, nothing was written.
    if (isOverlapViolation(error) || isRetryableConflict(error)) throw new AppError('CONFLICT', TAKEN, { start: [TAKEN] });
    throw error;
  }
}
