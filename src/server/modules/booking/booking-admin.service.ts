import { LockMode, QueryOrder, raw, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  AdminBooking,
  AdminBookingSummary,
  BookingList,
  BookingListFilter,
  BookingQuery,
  BookingSortColumn,
  CsvFile,
  bookingListInputSchema,
  ownerCancelInputSchema,
  partialRefundInputSchema,
} from '../../../shared/booking/booking-admin.schemas';
import { PARTIAL_REFUND_MESSAGES } from '../../../shared/booking/booking-admin.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, todayAtProperty } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import type { ServerConfig } from '../../trpc/context';
import { storedPriceLines } from './booking-stored';
import { canTransition, shownStatus } from './booking-status';
import { cancelConfirmed } from './cancel-confirmed';
import { BookingEntity, type BookingRow } from './booking.entity';
import { bookingsCsv } from './booking-csv';
import { listBookingEvents, recordBookingEvent, type BookingActor } from './booking-event.service';
import { notifyPartialRefund, resendBookingConfirmation } from './booking-notifications';
import { REFUND_CLAIM_MS, REFUND_UNDER_WAY } from './refund-claim';
import { listRecordedPayments } from './recorded-payment.store';

const NOT_FOUND = 'There is no booking with that reference.';

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

export function toSummary(row: BookingRow, now: Date): AdminBookingSummary {
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
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    paymentMethod: row.paymentMethod ?? null,
  };
}

export async function toAdminBooking(em: EntityManager, row: BookingRow, now: Date): Promise<AdminBooking> {
  return {
    ...toSummary(row, now),
    currency: row.currency,
    guestPhone: row.guestPhone ?? null,
    arrivalTime: row.arrivalTime ?? null,
    guestMessage: row.guestMessage ?? null,
    policiesAcceptedAt: iso(row.policiesAcceptedAt),
    couponCode: row.couponCode ?? null,
    breakdown: storedPriceLines(row),
    paymentProvider: row.paymentProvider ?? null,
    paymentIntentId: row.paymentIntentId ?? null,
    priceOverrideReason: row.priceOverrideReason ?? null,
    holdExpiresAt: iso(row.holdExpiresAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    updatedAt: row.updatedAt.toISOString(),
    timeline: await listBookingEvents(em, row.id),
    payments: await listRecordedPayments(em, row.id),
  };
}

/**
 * The views split confirmed stays by the property's today: arriving today or later is upcoming; arrived
 * before today and leaving today or later is in house (a guest leaving this morning is still there);
 * left before today is past.
 */
function filterWhere(filter: BookingListFilter, now: Date): FilterQuery<BookingRow> {
  const today = todayAtProperty(now);
  switch (filter) {
    case 'upcoming':
      return { status: 'confirmed', checkIn: { $gte: today } };
    case 'in-house':
      return { status: 'confirmed', checkIn: { $lt: today }, checkOut: { $gte: today } };
    case 'past':
      return { status: 'confirmed', checkOut: { $lt: today } };
    // Abandoned checkouts stay visible here, so the owner can follow up with a guest who gave up.
    case 'holds':
      return { status: { $in: ['hold', 'expired'] } };
    case 'cancelled':
      return { status: 'cancelled' };
    case 'all':
      return {};
  }
}

/** A status as the owner sees it: a hold whose time ran out reads 'expired' before the sweep marks it. */
function statusWhere(status: BookingQuery['status'], now: Date): FilterQuery<BookingRow> {
  if (status === 'hold') return { status: 'hold', holdExpiresAt: { $gt: now } };
  if (status === 'expired') return { $or: [{ status: 'expired' }, { status: 'hold', holdExpiresAt: { $lte: now } }] };
  return status ? { status } : {};
}

/** Reference, guest name, e-mail or phone containing the words, any case; a phone also by its digits alone ("8085550101"). */
export function searchWhere(search: string | undefined): FilterQuery<BookingRow> {
  if (!search) return {};
  const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const either: FilterQuery<BookingRow>[] = [
    { reference: { $ilike: pattern } },
    { guestName: { $ilike: pattern } },
    { guestEmail: { $ilike: pattern } },
    { guestPhone: { $ilike: pattern } },
  ];
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) either.push({ [raw((alias) => `regexp_replace(${alias}.guest_phone, '[^0-9]', '', 'g')`)]: { $like: `%${digits}%` } });
  return { $or: either };
}

/** Stays with a night from `stayFrom` to `stayTo` (both included; either end open). */
export function stayWhere(query: Pick<BookingQuery, 'stayFrom' | 'stayTo'>): FilterQuery<BookingRow> {
  return {
    ...(query.stayTo ? { checkIn: { $lte: query.stayTo } } : {}),
    ...(query.stayFrom ? { checkOut: { $gt: query.stayFrom } } : {}),
  };
}

function queryWhere(query: BookingQuery, now: Date): FilterQuery<BookingRow> {
  return { $and: [filterWhere(query.filter, now), statusWhere(query.status, now), searchWhere(query.search), stayWhere(query)] };
}

const NEWEST_FIRST = { createdAt: QueryOrder.DESC, reference: QueryOrder.ASC } as const;

/** Each view's own order when no column is chosen: what the host looks for first comes first. */
function viewOrder(filter: BookingListFilter): QueryOrderMap<BookingRow>[] {
  switch (filter) {
    case 'upcoming':
      return [{ checkIn: QueryOrder.ASC, reference: QueryOrder.ASC }];
    case 'in-house':
      return [{ checkOut: QueryOrder.ASC, reference: QueryOrder.ASC }];
    case 'past':
      return [{ checkOut: QueryOrder.DESC, reference: QueryOrder.ASC }];
    case 'cancelled':
      return [{ cancelledAt: QueryOrder.DESC_NULLS_LAST }, NEWEST_FIRST];
    case 'holds':
    case 'all':
      return [NEWEST_FIRST];
  }
}

/** The SQL each sortable column orders by (a whitelist: the column name never reaches SQL from the input). */
const SORT_EXPRESSIONS: Record<BookingSortColumn, (alias: string) => string> = {
  reference: (alias) => `${alias}.reference`,
  guestName: (alias) => `lower(${alias}.guest_name)`,
  checkIn: (alias) => `${alias}.check_in`,
  nights: (alias) => `(${alias}.check_out - ${alias}.check_in)`,
  guests: (alias) => `${alias}.guests`,
  total: (alias) => `${alias}.total_cents`,
  paid: (alias) => `${alias}.paid_cents`,
  createdAt: (alias) => `${alias}.created_at`,
};

/** The list's order: the view's own by default; a chosen column (ascending unless told), ties by reference, missing names last. */
function listOrder(input: Pick<z.output<typeof bookingListInputSchema>, 'filter' | 'sort' | 'direction'>): QueryOrderMap<BookingRow>[] {
  if (!input.sort) return viewOrder(input.filter);
  const direction = input.direction === 'desc' ? QueryOrder.DESC_NULLS_LAST : QueryOrder.ASC_NULLS_LAST;
  const expression = SORT_EXPRESSIONS[input.sort];
  return [{ [raw(expression)]: direction }, { reference: QueryOrder.ASC }];
}

/** One page of bookings, in the view's order unless a sort column is chosen. */
export async function listBookings(em: EntityManager, input: z.output<typeof bookingListInputSchema>, now = new Date()): Promise<BookingList> {
  const [rows, total] = await em.findAndCount(BookingEntity, queryWhere(input, now), {
    orderBy: listOrder(input),
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { items: rows.map((row) => toSummary(row, now)), total, page: input.page, pageSize: input.pageSize };
}

/** The most rows one export holds; a bigger one asks for narrower filters. */
const CSV_MAX_ROWS = 20_000;

/** Every booking the list's filters match (not only one page), as a CSV file. */
export async function exportBookingsCsv(em: EntityManager, query: BookingQuery, now = new Date()): Promise<CsvFile> {
  const rows = await em.find(BookingEntity, queryWhere(query, now), { orderBy: viewOrder(query.filter), limit: CSV_MAX_ROWS + 1 });
  if (rows.length > CSV_MAX_ROWS) throw new AppError('BAD_REQUEST', `More than ${CSV_MAX_ROWS} bookings match: narrow the stay dates.`, { stayFrom: ['Narrow the stay dates'] });
  const csv = bookingsCsv(rows.map((row) => ({ ...toSummary(row, now), guestPhone: row.guestPhone ?? null })));
  return { filename: `bookings-${todayAtProperty(now)}.csv`, csv };
}

export async function getBooking(em: EntityManager, reference: string, now = new Date()): Promise<AdminBooking> {
  const row = await em.findOne(BookingEntity, { reference });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toAdminBooking(em, row, now);
}

/** The owner or staff member acting, as the timeline names them. */
export interface AdminActor {
  id: string;
  name: string;
}

export function adminActor(user: AdminActor): BookingActor {
  return { kind: 'admin', userId: user.id, name: user.name };
}

export async function lockedBooking(tx: EntityManager, reference: string): Promise<BookingRow> {
  const row = await tx.findOne(BookingEntity, { reference }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** The guest's confirmation e-mail again, the same as the first (calendar file and link), for a confirmed booking only. */
export async function resendConfirmation(em: EntityManager, config: ServerConfig, reference: string, user: AdminActor, now = new Date()): Promise<AdminBooking> {
  return em.transactional(async (tx) => {
    const row = await lockedBooking(tx, reference);
    if (row.status !== 'confirmed') throw new AppError('CONFLICT', `Only a confirmed booking has a confirmation to resend; this one is ${shownStatus(row, now)}.`);
    if (!row.guestEmail) throw new AppError('CONFLICT', 'This booking has no guest e-mail address to send the confirmation to.');
    await resendBookingConfirmation(tx, config, row, now);
    await recordBookingEvent(tx, { bookingId: row.id, kind: 'confirmation_resent', actor: adminActor(user), detail: `To ${row.guestEmail}` }, now);
    await tx.flush();
    return toAdminBooking(tx, row, now);
  });
}

/**
 * Gives back part of what was paid (up to paid less already refunded) through the payment provider,
 * with a reason on the timeline; the booking keeps its status. No lock or transaction is open while the
 * provider answers (it may take seconds): the refund first claims the booking with a lease (one
 * conditional update), so a second refund, or a cancellation with a refund, is refused until this one
 * is recorded (racing refunds never give back more than was paid); then it asks the provider, under a
 * key made of the booking and what was refunded so far, so a retry after a crash between the two
 * refunds once; then one short transaction records it, tells the guest through the outbox and ends the claim.
 */
export async function refundPartially(
  em: EntityManager,
  config: ServerConfig,
  input: z.output<typeof partialRefundInputSchema>,
  user: AdminActor,
  now = new Date(),
): Promise<AdminBooking> {
  const claimedUntil = new Date(now.getTime() + REFUND_CLAIM_MS);
  const [claimed] = await em.execute<{ id: string }[]>(
    `update booking set refund_claimed_until = ?
      where reference = ? and (refund_claimed_until is null or refund_claimed_until <= ?) returning id`,
    [claimedUntil, input.reference, now],
  );
  if (!claimed) {
    if (!(await em.findOne(BookingEntity, { reference: input.reference }))) throw new AppError('NOT_FOUND', NOT_FOUND);
    throw new AppError('CONFLICT', REFUND_UNDER_WAY);
  }
  let recorded = false;
  try {
    const row = await em.findOneOrFail(BookingEntity, { id: claimed.id }, { refresh: true });
    const refundable = row.paidCents - row.refundedCents;
    if (refundable <= 0) throw new AppError('CONFLICT', 'Nothing is left to refund on this booking.');
    if (input.amountCents > refundable) {
      const message = `${PARTIAL_REFUND_MESSAGES.overLimit} (${formatUsd(refundable)})`;
      throw new AppError('BAD_REQUEST', message, { amountCents: [message] });
    }
    if (!row.paymentIntentId || row.paymentProvider !== config.payments.mode) {
      throw new AppError('CONFLICT', 'This payment was not made online here, so it cannot be refunded from here. Refund it the way it was paid.');
    }
    await config.payments.refund({
      intentId: row.paymentIntentId,
      amountCents: input.amountCents,
      idempotencyKey: `owner-refund-${row.id}-${row.refundedCents}-${input.amountCents}`,
    });
    const refunded = await em.transactional(async (tx) => {
      // The provider refunded: the record says so whatever happened meanwhile (the claim makes that nothing).
      await tx.execute('update booking set refunded_cents = refunded_cents + ?, refund_claimed_until = null, updated_at = ? where id = ?', [input.amountCents, now, row.id], 'run');
      await recordBookingEvent(tx, { bookingId: row.id, kind: 'refunded', actor: adminActor(user), amountCents: input.amountCents, reason: input.reason }, now);
      const fresh = await tx.findOneOrFail(BookingEntity, { id: row.id }, { refresh: true });
      await notifyPartialRefund(tx, config, fresh, { amountCents: input.amountCents, reason: input.reason }, now);
      await tx.flush();
      return fresh;
    });
    recorded = true;
    return await toAdminBooking(em, refunded, now);
  } finally {
    if (!recorded) {
      await em.execute('update booking set refund_claimed_until = null where id = ? and refund_claimed_until = ?', [claimed.id, claimedUntil], 'run');
    }
  }
}

/** The owner cancels a confirmed booking, refunding all that was paid or nothing. */
export async function cancelByOwner(
  em: EntityManager,
  config: ServerConfig,
  input: z.output<typeof ownerCancelInputSchema>,
  user: AdminActor,
  now = new Date(),
): Promise<AdminBooking> {
  return em.transactional(async (tx) => {
    const row = await lockedBooking(tx, input.reference);
    if (!canTransition('cancel', row.status)) throw new AppError('CONFLICT', `Only confirmed bookings can be cancelled; this one is ${shownStatus(row, now)}.`);
    const cancelled = await cancelConfirmed(
      tx,
      config,
      row,
      {
        refundCents: input.refund === 'full' ? row.paidCents - row.refundedCents : 0,
        idempotencyKey: `owner-cancel-${row.id}`,
        by: 'host',
        actor: adminActor(user),
        cannotRefund: 'This payment cannot be refunded from here. Refund it in the payment provider’s dashboard, then cancel without a refund.',
      },
      now,
    );
    return toAdminBooking(tx, cancelled ?? row, now);
  });
}
