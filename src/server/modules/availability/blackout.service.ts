import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BLACKOUT_MAX_NIGHTS, type Blackout, type blackoutInputSchema } from '../../../shared/booking/booking-admin.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, nightsOfStay, todayAtProperty } from '../../../shared/lib/dates';
import { BookingEntity, liveStaysOverlapping } from '../booking/booking.entity';
import { isOverlapViolation } from '../booking/booking.logic';
import { expireStaleHolds } from '../booking/booking-status';
import { CalendarBlockEntity } from './calendar-block.entity';
import { takeNightsLock } from './night-lock';

/**
 * The calendar_block source of the owner's own blackouts. Imported nights use
 * 'feed:<id>' and are managed by calendar sync; only 'owner' rows are exported
 * to other sites and only they can be removed here.
 */
export const BLACKOUT_SOURCE = 'owner';

type StoredBlock = { id: number; startDate: string; endDate: string; note?: string | null; createdAt: Date };

function toBlackout(row: StoredBlock): Blackout {
  return {
    id: row.id,
    start: row.startDate,
    end: row.endDate,
    nights: daysBetweenIso(row.startDate, row.endDate),
    note: row.note || null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Blackouts that still have a night ahead (or tonight), soonest first. */
export async function listBlackouts(em: EntityManager, now = new Date()): Promise<Blackout[]> {
  const rows = await em.find(
    CalendarBlockEntity,
    { source: BLACKOUT_SOURCE, endDate: { $gt: todayAtProperty(now) } },
    { orderBy: { startDate: 'asc', id: 'asc' } },
  );
  return rows.map(toBlackout);
}

/**
 * A 409 when a confirmed stay or a guest's live hold has any night in [start, end):
 * the owner's calendar actions never change nights somebody has or is paying for.
 */
export async function refuseOverLiveStay(em: EntityManager, start: string, end: string, now = new Date()): Promise<void> {
  const clash = await em.findOne(BookingEntity, liveStaysOverlapping(start, end, now), { orderBy: { checkIn: 'asc' } });
  if (!clash) return;
  const what = clash.status === 'confirmed' ? 'booking' : 'a guest’s checkout in progress (hold)';
  throw new AppError(
    'CONFLICT',
    `Those dates overlap ${what} ${clash.reference} (${clash.checkIn} to ${clash.checkOut}). Cancel it first or choose other dates.`,
  );
}

/** Said when the database refused the block though the read under the lock found nobody (a path that skipped the lock). */
const TAKEN_MEANWHILE = 'Those dates were just taken by a booking or a guest’s checkout. Reload the calendar and choose other dates.';

/**
 * Blocks nights for the owner. A confirmed stay or a guest's live hold on any
 * of them wins: the owner must cancel it first, so a paying guest is never
 * silently shut out. Overlapping other blocks is harmless and allowed.
 * Under the house's nights lock (probe G3): a checkout racing the block either
 * committed before the read below, which then names it, or waits and is refused.
 */
export async function addBlackout(em: EntityManager, input: z.output<typeof blackoutInputSchema>, now = new Date()): Promise<Blackout> {
  if (input.start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Blackout dates cannot start in the past.', { start: ['Start date cannot be in the past'] });
  }
  if (daysBetweenIso(input.start, input.end) > BLACKOUT_MAX_NIGHTS) {
    const message = `A blackout can span at most ${BLACKOUT_MAX_NIGHTS} nights`;
    throw new AppError('BAD_REQUEST', `${message}.`, { end: [message] });
  }
  try {
    const row = await em.transactional(async (tx) => {
      await takeNightsLock(tx);
      // A hold whose time ran out still claims its nights in the database until it is swept.
      await expireStaleHolds(tx, now);
      await refuseOverLiveStay(tx, input.start, input.end, now);
      const created = tx.create(CalendarBlockEntity, {
        startDate: input.start,
        endDate: input.end,
        source: BLACKOUT_SOURCE,
        note: input.note || null,
        createdAt: now,
      });
      await tx.flush();
      return created;
    });
    return toBlackout(row);
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('CONFLICT', TAKEN_MEANWHILE);
    throw error;
  }
}

/** Frees the nights of one of the owner's blackouts; imported blocks are not the owner's to remove. */
export async function removeBlackout(em: EntityManager, id: number): Promise<void> {
  const removed = await em.nativeDelete(CalendarBlockEntity, { id, source: BLACKOUT_SOURCE });
  if (removed === 0) throw new AppError('NOT_FOUND', 'That blackout no longer exists.');
}

/**
 * Frees the owner's blocked nights in [start, end): blackouts inside the range go, blackouts
 * reaching past it are trimmed (or split in two) so their other nights stay blocked.
 * Imported nights are not the owner's to free. Returns how many nights were freed.
 */
export async function unblockNights(em: EntityManager, start: string, end: string, now = new Date()): Promise<number> {
  if (start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Past nights cannot be changed.', { start: ['Start date cannot be in the past'] });
  }
  return em.transactional(async (tx) => {
    // Splitting a blackout writes its second half as a new block: a night-taking write, so under the lock like the rest.
    await takeNightsLock(tx);
    await refuseOverLiveStay(tx, start, end, now);
    const rows = await tx.find(CalendarBlockEntity, { source: BLACKOUT_SOURCE, startDate: { $lt: end }, endDate: { $gt: start } });
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'None of those nights is blocked by you, so there is nothing to unblock.');
    const freed = new Set<string>();
    for (const row of rows) {
      for (const night of nightsOfStay(row.startDate > start ? row.startDate : start, row.endDate < end ? row.endDate : end)) freed.add(night);
      if (row.startDate < start && row.endDate > end) {
        tx.create(CalendarBlockEntity, { startDate: end, endDate: row.endDate, source: BLACKOUT_SOURCE, note: row.note ?? null, createdAt: row.createdAt });
        row.endDate = start;
      } else if (row.startDate < start) {
        row.endDate = start;
      } else if (row.endDate > end) {
        row.startDate = end;
      } else {
        tx.remove(row);
      }
    }
    await tx.flush();
    return freed.size;
  }).catch((error: unknown) => {
    // Only a block made over a stay before the nights lock existed can be refused here.
    if (isOverlapViolation(error)) throw new AppError('CONFLICT', TAKEN_MEANWHILE);
    throw error;
  });
}
