import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  AdminBooking,
  AdminBookingSummary,
  BookingList,
  BookingListFilter,
  bookingListInputSchema,
  ownerCancelInputSchema,
} from '../../../shared/booking/booking-admin.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, todayAtProperty } from '../../../shared/lib/dates';
import { centsToDecimal } from '../../../shared/lib/money';
import type { ServerConfig } from '../../trpc/context';
import { storedQuote } from './booking-stored';
import { canTransition, shownStatus } from './booking-status';
import { cancelConfirmed } from './cancel-confirmed';
import { BookingEntity, type BookingRow } from './booking.entity';

const NOT_FOUND = 'There is no booking with that reference.';

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

function toSummary(row: BookingRow, now: Date): AdminBookingSummary {
  return {
    reference: row.reference,
    status: shownStatus(row, now),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: daysBetweenIso(row.checkIn, row.checkOut),
    guests: row.guests,
    pets: row.pets,
    guestName: row.guestName ?? null,
    guestEmail: row.guestEmail ?? null,
    total: centsToDecimal(row.totalCents),
    paid: centsToDecimal(row.paidCents),
    refunded: centsToDecimal(row.refundedCents),
    createdAt: row.createdAt.toISOString(),
  };
}

function toAdminBooking(row: BookingRow, now: Date): AdminBooking {
  return {
    ...toSummary(row, now),
    currency: row.currency,
    guestPhone: row.guestPhone ?? null,
    arrivalTime: row.arrivalTime ?? null,
    guestMessage: row.guestMessage ?? null,
    policiesAcceptedAt: iso(row.policiesAcceptedAt),
    couponCode: row.couponCode ?? null,
    breakdown: storedQuote(row)?.breakdown ?? [],
    paymentProvider: row.paymentProvider ?? null,
    paymentIntentId: row.paymentIntentId ?? null,
    holdExpiresAt: iso(row.holdExpiresAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function filterWhere(filter: BookingListFilter, now: Date): FilterQuery<BookingRow> {
  const today = todayAtProperty(now);
  switch (filter) {
    // A stay under way (check-out still ahead) counts as upcoming: it still needs the owner's attention.
    case 'upcoming':
      return { status: 'confirmed', checkOut: { $gt: today } };
    case 'past':
      return { status: 'confirmed', checkOut: { $lte: today } };
    // Abandoned checkouts stay visible here, so the owner can follow up with a guest who gave up.
    case 'holds':
      return { status: { $in: ['hold', 'expired'] } };
    case 'cancelled':
      return { status: 'cancelled' };
  }
}

/** One page of bookings, newest first. */
export async function listBookings(em: EntityManager, input: z.output<typeof bookingListInputSchema>, now = new Date()): Promise<BookingList> {
  const [rows, total] = await em.findAndCount(BookingEntity, filterWhere(input.filter, now), {
    orderBy: { createdAt: 'desc', reference: 'asc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows.map((row) => toSummary(row, now)), total, page: input.page, pageSize: input.pageSize };
}

export async function getBooking(em: EntityManager, reference: string, now = new Date()): Promise<AdminBooking> {
  const row = await em.findOne(BookingEntity, { reference });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toAdminBooking(row, now);
}

/** The owner cancels a confirmed booking, refunding all that was paid or nothing. */
export async function cancelByOwner(
  em: EntityManager,
  config: ServerConfig,
  input: z.output<typeof ownerCancelInputSchema>,
  now = new Date(),
): Promise<AdminBooking> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(BookingEntity, { reference: input.reference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!canTransition('cancel', row.status)) throw new AppError('CONFLICT', `Only confirmed bookings can be cancelled; this one is ${shownStatus(row, now)}.`);
    const cancelled = await cancelConfirmed(
      tx,
      config,
      row,
      {
        refundCents: input.refund === 'full' ? row.paidCents - row.refundedCents : 0,
        idempotencyKey: `owner-cancel-${row.id}`,
        by: 'host',
        cannotRefund: 'This payment cannot be refunded from here. Refund it in the payment provider’s dashboard, then cancel without a refund.',
      },
      now,
    );
    return toAdminBooking(cancelled ?? row, now);
  });
}
