import type { EntityManager } from '@mikro-orm/postgresql';
import type { Hold } from '../../../shared/booking/booking.schemas';
import { AppError } from '../../../shared/lib/app-error';
import type { QuoteInput } from '../../../shared/quote/quote.schemas';
import { quoteStayDetailed, type DetailedQuote, type StayQuoteRequest } from '../quote/quote.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { HOLD_MINUTES, isOverlapViolation, newReference } from './booking.logic';

export const TAKEN_MESSAGE = 'Those dates were just taken. Please choose different dates.';

/** Holds whose time ran out stop blocking nights. */
export async function expireStaleHolds(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(BookingEntity, { status: 'hold', holdExpiresAt: { $lte: now } }, { status: 'expired', updatedAt: now });
}

/** What a checkout adds to a bare hold: who is coming. */
export interface HoldGuest {
  guestName?: string;
  guestEmail?: string;
  guestPhone?: string;
  arrivalTime?: string;
  guestMessage?: string;
  policiesAcceptedAt?: Date;
}

export interface PlacedHold {
  row: BookingRow;
  priced: DetailedQuote;
}

/**
 * Places a hold on the nights for HOLD_MINUTES at the server's own price and
 * keeps that price (quote and cents) on the row. Exactly one of any number of
 * simultaneous requests for overlapping nights wins: the exclusion constraint
 * refuses the rest, which get a 409.
 */
export async function insertHold(em: EntityManager, stay: StayQuoteRequest, guest: HoldGuest = {}, now = new Date()): Promise<PlacedHold> {
  await expireStaleHolds(em, now);
  // Validates the stay (dates, minimum nights, guests, blocked nights) and prices it.
  const priced = await quoteStayDetailed(em, stay, now).catch((error: unknown) => {
    // Taken by a block or a committed hold, or by a racing one below: to the guest it is the same.
    if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  });
  const row = em.create(BookingEntity, {
    reference: newReference(),
    status: 'hold',
    checkIn: stay.start,
    checkOut: stay.end,
    guests: stay.guests,
    pets: stay.pets ?? 0,
    currency: 'USD',
    totalCents: priced.priced.totalCents,
    quote: priced.quote as unknown as Record<string, unknown>,
    pricing: { priced: priced.priced, taxes: priced.taxes } as unknown as Record<string, unknown>,
    // Only a coupon the price actually applied is counted as used at confirmation.
    couponCode: priced.priced.couponDiscount?.code ?? null,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    createdAt: now,
    updatedAt: now,
    ...guest,
  });
  try {
    await em.flush();
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('CONFLICT', TAKEN_MESSAGE);
    throw error;
  }
  return { row, priced };
}

/** A bare hold (POST /api/holds): dates and guests in, the hold and the server's quote out. */
export async function placeHold(em: EntityManager, input: QuoteInput, now = new Date()): Promise<Hold> {
  const { row, priced } = await insertHold(em, input, {}, now);
  return { holdId: row.id, reference: row.reference, expiresAt: row.holdExpiresAt!.toISOString(), quote: priced.quote };
}

/** Frees a hold's nights (payment failed or abandoned). A booking already confirmed or cancelled is left alone. */
export async function releaseHold(em: EntityManager, bookingId: string, now = new Date()): Promise<boolean> {
  return (await em.nativeUpdate(BookingEntity, { id: bookingId, status: 'hold' }, { status: 'expired', updatedAt: now })) === 1;
}
