import type { EntityManager } from '@mikro-orm/postgresql';
import type { Hold } from '../../../shared/booking/booking.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { QuoteInput } from '../../../shared/quote/quote.schemas';
import { quoteStay } from '../quote/quote.service';
import { BookingEntity } from './booking.entity';
import { HOLD_MINUTES, isOverlapViolation, newReference } from './booking.logic';

export const TAKEN_MESSAGE = 'Those dates were just taken. Please choose different dates.';

/** Holds whose time ran out stop blocking nights. */
export async function expireStaleHolds(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(BookingEntity, { status: 'hold', holdExpiresAt: { $lte: now } }, { status: 'expired', updatedAt: now });
}

/**
 * Places a hold on the nights for HOLD_MINUTES at the server's own price.
 * Exactly one of any number of simultaneous requests for overlapping nights
 * wins: the exclusion constraint refuses the rest, which get a 409.
 */
export async function placeHold(em: EntityManager, input: QuoteInput, now = new Date()): Promise<Hold> {
  await expireStaleHolds(em, now);
  // Validates the stay (dates, minimum nights, guests, blocked nights) and prices it.
  const quote = await quoteStay(em, input, now).catch((error: unknown) => {
    // Taken by a block or a committed hold, or by a racing one below: to the guest it is the same.
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  });
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const row = em.create(BookingEntity, {
    reference: newReference(),
    status: 'hold',
    checkIn: input.start,
    checkOut: input.end,
    guests: input.guests,
    pets: 0,
    currency: 'USD',
    totalCents: Math.round(Number(quote.total) * 100),
    holdExpiresAt: expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await em.flush();
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  }
  return { holdId: row.id, reference: row.reference, expiresAt: expiresAt.toISOString(), quote };
}
