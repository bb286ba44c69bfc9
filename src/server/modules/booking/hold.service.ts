import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../shared/lib/app-error';
import { COUPON_MESSAGES, couponError, reserveCouponUse } from '../pricing/coupon.service';
import { quoteStayDetailed, type DetailedQuote, type StayQuoteRequest } from '../quote/quote.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { takeNightsLock } from '../availability/night-lock';
import { HOLD_MINUTES, isOverlapViolation, isRetryableConflict, newReference, retryOnConflict } from './booking.logic';
import { expireStaleHolds, TRANSITIONS } from './booking-status';
import { GUEST, recordBookingEvent } from './booking-event.service';

export const TAKEN_MESSAGE = 'Those dates were just taken. Please choose different dates.';

/** What a checkout adds to a bare hold: who is coming. */
export interface HoldGuest {
  guestName?: string;
  guestEmail?: string;
  guestPhone?: string;
  arrivalTime?: string;
  guestMessage?: string;
  policiesAcceptedAt?: Date;
}

/** Who is placing the hold: their address (for coupon guessing) and its keyed hash (kept with the hold). */
export interface HoldClient {
  clientKey: string;
  clientHash: string;
}

export interface PlacedHold {
  row: BookingRow;
  priced: DetailedQuote;
}

/**
 * Places a hold on the nights for HOLD_MINUTES at the server's own price and
 * keeps that price (quote and cents) on the row. Exactly one of any number of
 * simultaneous requests for overlapping nights wins: the house's nights lock
 * (taken first) lines them up, the exclusion constraint refuses a second stay
 * and the night_claims trigger a blocked night, and the rest get a 409. A
 * coupon the price applies has one use reserved in the same transaction as the
 * insert: a hold refused for its nights reserves nothing, and a coupon used up
 * by a racing hold is refused here.
 */
export async function insertHold(
  em: EntityManager,
  stay: StayQuoteRequest,
  guest: HoldGuest = {},
  now = new Date(),
  client?: HoldClient,
): Promise<PlacedHold> {
  await expireStaleHolds(em, now);
  // Validates the stay (dates, window, minimum nights, guests, blocked nights, coupon) and prices it.
  const priced = await quoteStayDetailed(em, stay, now, client?.clientKey).catch((error: unknown) => {
    // Taken by a block or a committed hold, or by a racing one below: to the guest it is the same.
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  });
  const couponCode = priced.priced.couponDiscount?.code ?? null;
  try {
    // A deadlock or serialization failure is PostgreSQL giving up on this try, not an answer (probe G7): try again.
    const row = await retryOnConflict(() => em.transactional(async (tx) => {
      await takeNightsLock(tx);
      if (couponCode && !(await reserveCouponUse(tx, couponCode))) throw couponError(COUPON_MESSAGES.usedUp);
      const created = tx.create(BookingEntity, {
        reference: newReference(),
        status: TRANSITIONS.place.to,
        checkIn: stay.start,
        checkOut: stay.end,
        guests: stay.guests,
        pets: stay.pets ?? 0,
        currency: 'USD',
        totalCents: priced.priced.totalCents,
        quote: priced.quote,
        pricing: { priced: priced.priced, taxes: priced.taxes },
        couponCode,
        couponReserved: couponCode !== null,
        clientHash: client?.clientHash ?? null,
        holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
        ...guest,
      });
      await tx.flush();
      await recordBookingEvent(tx, { bookingId: created.id, kind: 'held', actor: GUEST, amountCents: created.totalCents }, now);
      return created;
    }));
    return { row, priced };
  } catch (error) {
    // Taken by a racing stay (the exclusion constraint) or block (the night_claims trigger), or still contended after the tries.
    if (isOverlapViolation(error) || isRetryableConflict(error)) throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  }
}
