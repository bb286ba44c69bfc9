import type { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, AvailabilityInput } from '../../../shared/availability/availability.schemas';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '../../../shared/availability/availability.schemas';
import { addDaysIso, daysBetweenIso } from '../../../shared/lib/dates';
import { AppError } from '../../../shared/lib/app-error';
import { CalendarBlockEntity } from './calendar-block.entity';
import { blockedNightsInWindow } from './availability.logic';

/** Blocked nights between start and end inclusive, from every source of blocks. */
export async function mergedAvailability(em: EntityManager, input: AvailabilityInput): Promise<Availability> {
  if (daysBetweenIso(input.start, input.end) > MAX_AVAILABILITY_WINDOW_DAYS) {
    throw new AppError('BAD_REQUEST', `Ask for at most ${MAX_AVAILABILITY_WINDOW_DAYS} days at a time.`, {
      end: [`The window may span at most ${MAX_AVAILABILITY_WINDOW_DAYS} days`],
    });
  }
  const blocks = await em.find(CalendarBlockEntity, {
    startDate: { $lte: input.end },
    endDate: { $gt: input.start },
  });
  const dates = blockedNightsInWindow(blocks, input.start, addDaysIso(input.end, 1));
  return { start: input.start, end: input.end, availability: { blocked_dates: dates.map((date) => ({ date })) } };
}

/** Nights of a stay that somebody or something already holds. */
export async function takenNights(em: EntityManager, checkIn: string, checkOut: string): Promise<string[]> {
  const blocks = await em.find(CalendarBlockEntity, { startDate: { $lt: checkOut }, endDate: { $gt: checkIn } });
  return blockedNightsInWindow(blocks, checkIn, checkOut);
}
