import type { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, AvailabilityInput } from '../../../shared/availability/availability.schemas';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '../../../shared/availability/availability.schemas';
import { addDaysIso, daysBetweenIso } from '../../../shared/lib/dates';
import { AppError } from '../../../shared/lib/app-error';
import type { StayMinimums } from '../../../shared/stay/stay-minimums';
import { stayMinimumsOf } from '../pricing/pricing.logic';
import { toPricingConfig } from '../pricing/pricing-settings.logic';
import { loadPricingSettings, ratesOf } from '../pricing/pricing-settings.service';
import { loadProperty } from '../property/property.service';
import { blockedNightsInWindow, type NightRange } from './availability.logic';

/**
 * The one query for every range that blocks nights in [from, to): owner and imported blocks, live holds, confirmed
 * stays. Plain dates, not entities (ten years of history overlap a long window by hundreds of rows), and each side
 * asks its GiST index over the night ranges (calendar_block_nights_index, booking_no_overlap's) with &&.
 */
export function blockingRangesQuery(from: string, to: string, now: Date, exceptBookingId?: string): { sql: string; params: unknown[] } {
  const sql = `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date from calendar_block
      where daterange(start_date, end_date, '[)') && daterange(?::date, ?::date, '[)')
    union all
    select to_char(check_in, 'YYYY-MM-DD'), to_char(check_out, 'YYYY-MM-DD') from booking
      where daterange(check_in, check_out, '[)') && daterange(?::date, ?::date, '[)')
        and status in ('hold', 'confirmed') and (status = 'confirmed' or hold_expires_at > ?)${exceptBookingId ? ' and id <> ?' : ''}`;
  return { sql, params: [from, to, from, to, now, ...(exceptBookingId ? [exceptBookingId] : [])] };
}

async function blockingRanges(em: EntityManager, from: string, to: string, now: Date, exceptBookingId?: string): Promise<NightRange[]> {
  const { sql, params } = blockingRangesQuery(from, to, now, exceptBookingId);
  const rows = await em.execute<{ start_date: string; end_date: string }[]>(sql, params);
  return rows.map((row) => ({ startDate: row.start_date, endDate: row.end_date }));
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
