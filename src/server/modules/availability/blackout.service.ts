import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BLACKOUT_MAX_NIGHTS, type Blackout, type blackoutInputSchema } from '../../../shared/booking/booking-admin.schemas';
import { AppError } from '../../../shared/lib/app-error';
import { daysBetweenIso, todayAtProperty } from '../../../shared/lib/dates';
import { BookingEntity, liveStaysOverlapping } from '../booking/booking.entity';
import { isOverlapViolation } from '../booking/booking.logic';
import { expireStaleHolds } from '../booking/booking-status';
import { CalendarBlockEntity } from './calendar-block.entity';
import { takeNightsLock } from './night-lock';
import { planFree, planJoin, type FreePlan, type OwnerBlock } from './owner-blocks.logic';

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

const refusedMeanwhile = (error: unknown): never => {
  if (isOverlapViolation(error)) throw new AppError('CONFLICT', TAKEN_MEANWHILE);
  throw error;
};

const ownerBlocksTouching = (tx: EntityManager, start: string, end: string) =>
  tx.find(CalendarBlockEntity, { source: BLACKOUT_SOURCE, startDate: { $lte: end }, endDate: { $gte: start } }, { orderBy: { startDate: 'asc', id: 'asc' } });

const asOwnerBlock = (row: StoredBlock): OwnerBlock => ({ id: row.id, start: row.startDate, end: row.endDate, note: row.note || null });

/** The blackout that now holds the new nights, and how many earlier blackouts it was joined with. */
export type AddedBlackout = { blackout: Blackout; joined: number };

/**
 * Blocks nights for the owner, joined with every owner blackout they overlap or
 * touch into one blackout (planJoin), so one run of blocked nights is one row to
 * list, remove and export. A confirmed stay or a guest's live hold on any new
 * night wins: the owner must cancel it first, so a paying guest is never
 * silently shut out. Imported blocks are left as they are.
 * Under the house's nights lock (probe G3): a checkout racing the block either
 * committed before the read below, which then names it, or waits and is
 * refused; two owners blocking at once join in turn, never into two rows.
 */
export async function addBlackout(em: EntityManager, input: z.output<typeof blackoutInputSchema>, now = new Date()): Promise<AddedBlackout> {
  if (input.start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Blackout dates cannot start in the past.', { start: ['Start date cannot be in the past'] });
  }
  if (daysBetweenIso(input.start, input.end) > BLACKOUT_MAX_NIGHTS) {
    const message = `A blackout can span at most ${BLACKOUT_MAX_NIGHTS} nights`;
    throw new AppError('BAD_REQUEST', `${message}.`, { end: [message] });
  }
  return em
    .transactional(async (tx) => {
      await takeNightsLock(tx);
      // A hold whose time ran out still claims its nights in the database until it is swept.
      await expireStaleHolds(tx, now);
      await refuseOverLiveStay(tx, input.start, input.end, now);
      const touching = await ownerBlocksTouching(tx, input.start, input.end);
      const plan = planJoin(touching.map(asOwnerBlock), { start: input.start, end: input.end, note: input.note || null });
      const kept = touching.find((row) => row.id === plan.keepId);
      const row = kept ?? tx.create(CalendarBlockEntity, { startDate: plan.start, endDate: plan.end, source: BLACKOUT_SOURCE, note: plan.note, createdAt: now });
      if (plan.removeIds.length > 0) await tx.nativeDelete(CalendarBlockEntity, { id: { $in: plan.removeIds }, source: BLACKOUT_SOURCE });
      row.startDate = plan.start;
      row.endDate = plan.end;
      row.note = plan.note;
      await tx.flush();
      return { blackout: toBlackout(row), joined: touching.length };
    })
    .catch(refusedMeanwhile);
}

/** Writes a planFree plan; the caller holds the nights lock (a split writes a new row, which takes nights). */
async function applyFree(tx: EntityManager, rows: readonly StoredBlock[], plan: FreePlan): Promise<void> {
  if (plan.removeIds.length > 0) await tx.nativeDelete(CalendarBlockEntity, { id: { $in: plan.removeIds }, source: BLACKOUT_SOURCE });
  for (const trim of plan.trim) {
    await tx.nativeUpdate(CalendarBlockEntity, { id: trim.id, source: BLACKOUT_SOURCE }, { startDate: trim.start, endDate: trim.end });
  }
  for (const part of plan.create) {
    const createdAt = rows.find((row) => row.id === part.fromId)?.createdAt ?? new Date();
    tx.create(CalendarBlockEntity, { startDate: part.start, endDate: part.end, source: BLACKOUT_SOURCE, note: part.note, createdAt });
  }
  await tx.flush();
}

/**
 * Frees the nights of one of the owner's blackouts, and any other owner
 * blackout's nights among them (rows made before blocks were joined could
 * overlap), so the nights are free afterwards whatever made them. Imported
 * blocks are not the owner's to remove.
 */
export async function removeBlackout(em: EntityManager, id: number): Promise<void> {
  await em
    .transactional(async (tx) => {
      await takeNightsLock(tx);
      const target = await tx.findOne(CalendarBlockEntity, { id, source: BLACKOUT_SOURCE });
      if (!target) throw new AppError('NOT_FOUND', 'That blackout no longer exists.');
      const range = { start: target.startDate, end: target.endDate };
      const rows = await tx.find(CalendarBlockEntity, { source: BLACKOUT_SOURCE, startDate: { $lt: range.end }, endDate: { $gt: range.start } });
      tx.clear();
      await applyFree(tx, rows, planFree(rows.map(asOwnerBlock), range));
    })
    .catch(refusedMeanwhile);
}

/**
 * Frees the owner's blocked nights in [start, end), whatever blackouts made them:
 * blackouts inside the range go, blackouts reaching past it are trimmed (or split
 * in two) so their other nights stay blocked. Imported nights are not the owner's
 * to free. Returns how many nights were freed.
 */
export async function unblockNights(em: EntityManager, start: string, end: string, now = new Date()): Promise<number> {
  if (start < todayAtProperty(now)) {
    throw new AppError('BAD_REQUEST', 'Past nights cannot be changed.', { start: ['Start date cannot be in the past'] });
  }
  return em
    .transactional(async (tx) => {
      await takeNightsLock(tx);
      await refuseOverLiveStay(tx, start, end, now);
      const rows = await tx.find(CalendarBlockEntity, { source: BLACKOUT_SOURCE, startDate: { $lt: end }, endDate: { $gt: start } });
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'None of those nights is blocked by you, so there is nothing to unblock.');
      const plan = planFree(rows.map(asOwnerBlock), { start, end });
      tx.clear();
      await applyFree(tx, rows, plan);
      return plan.freed;
    })
    .catch(refusedMeanwhile);
}
