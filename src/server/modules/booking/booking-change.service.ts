import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { BOOKING_CHANGE_MESSAGES, type BookingChangeInput, type BookingChangeQuote, type bookingChangeQuoteInputSchema } from '../../../shared/booking/booking-change.schemas';
import {
  changedTotal,
  changeLines,
  changeReasonRequired,
  describeChange,
  guestEmailRequired,
  stayChanged,
  type ChangeableBooking,
} from '../../../shared/booking/booking-change.rules';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso } from '../../../shared/lib/dates';
import type { ServerConfig } from '../../trpc/context';
import { takeNightsLock } from '../availability/night-lock';
import { quoteStayDetailed, type DetailedQuote } from '../quote/quote.service';
import { adminActor, lockedBooking, toAdminBooking, type AdminActor } from './booking-admin.service';
import { BookingEntity, type BookingRow } from './booking.entity';
import { recordBookingEvent } from './booking-event.service';
import { notifyBookingChanged } from './booking-notifications';
import { syncGuestMessages } from '../guest-messages/guest-messages.schedule';
import { isOverlapViolation, isRetryableConflict } from './booking.logic';
import { expireStaleHolds, shownStatus } from './booking-status';
import { withOwnerTotal } from './owner-total.logic';
import { REFUND_UNDER_WAY, refundUnderWay } from './refund-claim';

const TAKEN = 'Some of those nights are already taken by another booking, a live hold or a blocked date. Choose other dates.';

interface NewStay {
  start: string;
  end: string;
  guests: number;
  pets?: number | undefined;
  allowShortStay: boolean;
}

/** Only a confirmed stay is changed: a hold is the guest's checkout, a cancelled or expired one has no nights. */
function assertChangeable(row: BookingRow, now: Date): void {
  if (row.status !== 'confirmed') throw new AppError('CONFLICT', `Only a confirmed booking can be changed; this one is ${shownStatus(row, now)}.`);
}

/** The engine's price for the booking's new stay, its own nights not counted as taken; a taken night is a 409 on `start`. */
async function priceNewStay(em: EntityManager, row: BookingRow, stay: NewStay, now: Date): Promise<DetailedQuote> {
  const request = { start: stay.start, end: stay.end, guests: stay.guests, pets: stay.pets ?? 0 };
  return quoteStayDetailed(em, request, now, undefined, { skipBookingWindow: true, skipMinimumStay: stay.allowShortStay, changing: { bookingId: row.id, checkIn: row.checkIn } }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', TAKEN, { start: error.fieldErrors?.start ?? [TAKEN] });
      throw error;
    },
  );
}

/** The engine's price for new dates or party beside the booking's total, before anything is changed. */
export async function quoteBookingChange(em: EntityManager, input: z.output<typeof bookingChangeQuoteInputSchema>, now = new Date()): Promise<BookingChangeQuote> {
  await expireStaleHolds(em, now);
  const row = await em.findOne(BookingEntity, { reference: input.reference });
  if (!row) throw new AppError('NOT_FOUND', 'There is no booking with that reference.');
  assertChangeable(row, now);
  const priced = await priceNewStay(em, row, input, now);
  return {
    reference: row.reference,
    start: input.start,
    end: input.end,
    nights: daysBetweenIso(input.start, input.end),
    currentTotalCents: row.totalCents,
    quotedTotalCents: priced.priced.totalCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
  };
}

function changeableOf(row: BookingRow): ChangeableBooking {
  return {
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    pets: row.pets,
    totalCents: row.totalCents,
    guestName: row.guestName ?? null,
    guestEmail: row.guestEmail ?? null,
    guestPhone: row.guestPhone ?? null,
    guestMessage: row.guestMessage ?? null,
  };
}

/**
 * The owner changes a confirmed booking: dates and party (priced again by the engine, the owner keeping the
 * old total or taking the new one, with a reason when they differ), the guest's name, e-mail, phone and
 * note. One transaction holds the house's nights lock (taken first, as every night-taking write does) and
 * the booking row: the new nights are checked under the lock against every other stay, hold and block, and
 * the exclusion constraint and the night_claims trigger refuse them again at the update, so a refused
 * change writes nothing. The timeline records before and after; the guest is e-mailed through the outbox
 * when the stay or its price changed, or when the owner asks. Money already paid is not moved here: what
 * is due or owed back follows from the new total, and a refund goes through the existing refund paths.
 */
export async function changeBooking(em: EntityManager, config: ServerConfig, input: BookingChangeInput, user: AdminActor, now = new Date()): Promise<AdminBooking> {
  try {
    return await em.transactional(async (tx) => {
      await takeNightsLock(tx);
      await expireStaleHolds(tx, now);
      const row = await lockedBooking(tx, input.reference);
      assertChangeable(row, now);
      if (refundUnderWay(row, now)) throw new AppError('CONFLICT', REFUND_UNDER_WAY);
      const before = changeableOf(row);
      const pets = input.pets ?? 0;
      const moved = stayChanged(before, { checkIn: input.start, checkOut: input.end, guests: input.guests, pets });
      const priced = moved ? await priceNewStay(tx, row, input, now) : null;
      const quotedCents = priced?.priced.totalCents ?? row.totalCents;
      const totalCents = changedTotal(input.price, moved, row.totalCents, quotedCents);
      const reason = input.reason.trim();
      if (changeReasonRequired(moved, row.totalCents, quotedCents) && reason === '') {
        throw new AppError('BAD_REQUEST', BOOKING_CHANGE_MESSAGES.reasonRequired, { reason: [BOOKING_CHANGE_MESSAGES.reasonRequired] });
      }
      const after: ChangeableBooking = {
        checkIn: input.start,
        checkOut: input.end,
        guests: input.guests,
        pets,
        totalCents,
        guestName: input.guest.name,
        guestEmail: input.guest.email ?? null,
        guestPhone: input.guest.phone ?? null,
        guestMessage: input.guest.message || null,
      };
      const lines = changeLines(before, after);
      if (lines.length === 0) throw new AppError('BAD_REQUEST', BOOKING_CHANGE_MESSAGES.nothingChanged);

      if (priced) {
        // The kept total over the new stay is an owner's price: each tax stays at its rate (decision 012).
        const price = withOwnerTotal(priced.quote, priced.priced, priced.taxes, totalCents);
        row.quote = price.quote;
        row.pricing = { priced: price.priced, taxes: priced.taxes };
        row.priceOverrideReason = totalCents === quotedCents ? null : reason;
      }
      row.checkIn = after.checkIn;
      row.checkOut = after.checkOut;
      row.guests = after.guests;
      row.pets = after.pets;
      row.totalCents = totalCents;
      row.guestName = after.guestName;
      row.guestEmail = after.guestEmail;
      row.guestPhone = after.guestPhone;
      row.guestMessage = after.guestMessage;
      row.updatedAt = now;
      await tx.flush();

      await recordBookingEvent(
        tx,
        { bookingId: row.id, kind: 'changed', actor: adminActor(user), amountCents: totalCents === before.totalCents ? null : totalCents - before.totalCents, reason: reason || null, detail: describeChange(lines) },
        now,
      );
      if (guestEmailRequired(lines) || input.notifyGuest) await notifyBookingChanged(tx, config, row, lines, now);
      // New dates move the automated guest messages not yet sent (decision 048).
      await syncGuestMessages(tx, row, now);
      await tx.flush();
      return toAdminBooking(tx, row, now);
    });
  } catch (error) {
    // The database refused the nights (a stay or block committed meanwhile) or gave up on a deadlock: nothing was written.
    if (isOverlapViolation(error) || isRetryableConflict(error)) throw new AppError('CONFLICT', TAKEN, { start: [TAKEN] });
    throw error;
  }
}
