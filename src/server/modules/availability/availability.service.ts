import type { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, AvailabilityInput } from '../../../shared/availability/availability.schemas';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '../../../shared/availability/availability.schemas';
import { addDaysIso, daysBetweenIso } from '../../../shared/lib/dates';
import { AppError } from '../../../shared/lib/app-error';
import type { StayMinimums } from '../../../shared/stay/stay-minimums';
import { BookingEntity, liveStaysOverlapping } from '../booking/booking.entity';
import { stayMinimumsOf } from '../pricing/pricing.logic';
import { toPricingConfig } from '../pricing/pricing-settings.logic';
import { loadPricingSettings, ratesOf } from '../pricing/pricing-settings.service';
import { loadProperty } from '../property/property.service';
import { CalendarBlockEntity } from './calendar-block.entity';
import { blockedNightsInWindow, type NightRange } from './availability.logic';

/** Every range that blocks nights in [from, to): owner and imported blocks, live holds, confirmed stays. */
async function blockingRanges(em: EntityManager, from: string, to: string, now: Date, exceptBookingId?: string): Promise<NightRange[]> {
  const stays = liveStaysOverlapping(from, to, now);
  const [blocks, bookings] = await Promise.all([
    em.find(CalendarBlockEntity, { startDate: { $lt: to }, endDate: { $gt: from } }),
    em.find(BookingEntity, exceptBookingId ? { $and: [stays, { id: { $ne: exceptBookingId } }] } : stays),
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
  // Independent reads on a public hot path: side by side, not one after the other.
  const [ranges, minimumStay] = await Promise.all([blockingRanges(em, input.start, windowEnd, now), minimumStayIn(em, input)]);
  const dates = blockedNightsInWindow(ranges, input.start, windowEnd);
  return {
    start: input.start,
    end: input.end,
    availability: { blocked_dates: dates.map((date) => ({ date })) },
    minimumStay,
  };
}

/** The house's minimum stay and every season overlapping the window that sets its own (the quote's own rule). */
async function minimumStayIn(em: EntityManager, window: AvailabilityInput): Promise<StayMinimums> {
  const [property, settings] = await Promise.all([loadProperty(em), loadPricingSettings(em)]);
  const minimums = stayMinimumsOf(toPricingConfig(ratesOf(property), settings));
  return { ...minimums, seasons: minimums.seasons.filter((season) => season.start <= window.end && season.end >= window.start) };
}

/** Nights of a stay that somebody or something already holds; a booking being moved does not hold its own nights against itself. */
export async function takenNights(em: EntityManager, checkIn: string, checkOut: string, now = new Date(), exceptBookingId?: string): Promise<string[]> {
  return blockedNightsInWindow(await blockingRanges(em, checkIn, checkOut, now, exceptBookingId), checkIn, checkOut);
}
