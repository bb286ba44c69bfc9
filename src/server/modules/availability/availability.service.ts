import type { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, AvailabilityInput } from '../../../shared/availability/availability.schemas';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '../../../shared/availability/availability.schemas';
import { addDaysIso, daysBetweenIso } from '../../../shared/lib/dates';
import { AppError } from '../../../shared/lib/app-error';
import { BookingEntity, liveStaysOverlapping } from '../booking/booking.entity';
import { CalendarBlockEntity } from './calendar-block.entity';
import { blockedNightsInWindow, type NightRange } from './availability.logic';

/** Every range that blocks nights in [from, to): owner and imported blocks, live holds, confirmed stays. */
async function blockingRanges(em: EntityManager, from: string, to: string, now: Date): Promise<NightRange[]> {
  const [blocks, bookings] = await Promise.all([
    em.find(CalendarBlockEntity, { startDate: { $lt: to }, endDate: { $gt: from } }),
    em.find(BookingEntity, liveStaysOverlapping(from, to, now)),
  ]);
  return [
    ...blocks.map((block) => ({ startDate: block.startDate, endDate: block.endDate })),
    ...bookings.map((booking) => ({ startDate: booking.checkIn, endDate: booking.checkOut })),
  ];
}

/** Blocked nights between start and end inclusive, from every source of blocks. */
export async function mergedAvailability(em: EntityManager, input: AvailabilityInput, now = new Date()): Promise<Availability> {
  if (daysBetweenIso(input.start, input.end) > MAX_AVAILABILITY_WINDOW_DAYS) {
    throw new AppError('BAD_REQUEST', `Ask for at most ${MAX_AVAILABILITY_WINDOW_DAYS} days at a time.`, {
      end: [`The window may span at most ${MAX_AVAILABILITY_WINDOW_DAYS} days`],
    });
  }
  const windowEnd = addDaysIso(input.end, 1);
  const dates = blockedNightsInWindow(await blockingRanges(em, input.start, windowEnd, now), input.start, windowEnd);
  return { start: input.start, end: input.end, availability: { blocked_dates: dates.map((date) => ({ date })) } };
}

/** Nights of a stay that somebody or something already holds. */
export async function takenNights(em: EntityManager, checkIn: string, checkOut: string, now = new Date()): Promise<string[]> {
  return blockedNightsInWindow(await blockingRanges(em, checkIn, checkOut, now), checkIn, checkOut);
}
