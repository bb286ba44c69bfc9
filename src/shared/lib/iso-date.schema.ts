import { z } from 'zod';
import { addMonthsIso, isIsoDate, todayAtProperty } from './dates';

/** The earliest date anything in the product can be about (reports included). */
export const EARLIEST_DATE = '2000-01-01';
/** The latest date the owner may set (a season, a coupon's end, a blackout). */
export const LATEST_DATE = '2099-12-31';
/** How far ahead a guest-facing date may lie at most; the owner's booking horizon is stricter still. */
export const STAY_DATE_YEARS_AHEAD = 5;

// The metadata only describes: the API description (GET /api/openapi.json) shows every date as one.
const dateString = z
  .string({ error: 'Date is required' })
  .refine(isIsoDate, { message: 'Invalid date format', abort: true })
  .meta({ format: 'date', description: 'yyyy-MM-dd, at the house (Honolulu)' });

/**
 * A calendar date on the wire: yyyy-MM-dd, a real day, no time and no zone, in 2000–2099.
 * Outside that window date arithmetic and PostgreSQL stop agreeing (year 10000), so it is a 400.
 * (Apart from dates.ts, so the date helpers every page uses do not pull zod into the first load.)
 */
export const isoDateSchema = dateString.refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
  message: 'Choose a date between 2000 and 2099',
});

/** The last date a guest may ask about: today at the house plus five years. */
export function latestStayDate(today: string = todayAtProperty()): string {
  return addMonthsIso(today, STAY_DATE_YEARS_AHEAD * 12);
}

/** A date a guest sends (a stay, an availability window): from 2000 up to five years ahead. */
export const stayDateSchema = dateString.refine((value) => value >= EARLIEST_DATE && value <= latestStayDate(), {
  message: `Choose a date between 2000 and ${STAY_DATE_YEARS_AHEAD} years from today`,
});
