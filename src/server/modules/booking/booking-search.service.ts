import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { BookingSearch, bookingSearchInputSchema } from '../../../shared/booking/booking-search.schemas';
import { nightsOfDateQuery, parseDateQuery } from '../../../shared/lib/date-query';
import { todayAtProperty } from '../../../shared/lib/dates';
import { searchWhere, stayWhere, toSummary } from './booking-admin.service';
import { BookingEntity } from './booking.entity';

/** Stays cannot overlap, so a month holds at most 32 (one from the month before, one a night): none is ever left out. */
const STAYING_LIMIT = 40;
const MATCHING_LIMIT = 8;

/**
 * The command palette's search: a date ('Dec 20', 'December') finds the stays holding its nights (arrival
 * ≤ night < departure), confirmed or on hold, in arrival order; the words also find bookings of any status
 * by reference, guest name, e-mail or phone. A day without a year is the next one from the house's today.
 */
export async function searchBookings(em: EntityManager, input: z.output<typeof bookingSearchInputSchema>, now = new Date()): Promise<BookingSearch> {
  const date = parseDateQuery(input.query, todayAtProperty(now));
  const nights = date ? nightsOfDateQuery(date) : null;
  const stayingRows = nights
    ? await em.find(
        BookingEntity,
        { $and: [{ $or: [{ status: 'confirmed' }, { status: 'hold', holdExpiresAt: { $gt: now } }] }, stayWhere({ stayFrom: nights.first, stayTo: nights.last })] },
        { orderBy: { checkIn: QueryOrder.ASC, reference: QueryOrder.ASC }, limit: STAYING_LIMIT },
      )
    : [];
  const staying = new Set(stayingRows.map((row) => row.reference));
  const matchingRows = await em.find(
    BookingEntity,
    { $and: [searchWhere(input.query), staying.size > 0 ? { reference: { $nin: [...staying] } } : {}] },
    { orderBy: { createdAt: QueryOrder.DESC, reference: QueryOrder.ASC }, limit: MATCHING_LIMIT },
  );
  return { date, staying: stayingRows.map((row) => toSummary(row, now)), matching: matchingRows.map((row) => toSummary(row, now)) };
}
