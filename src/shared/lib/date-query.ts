import { isValid, parse } from 'date-fns';
import { addDaysIso, addMonthsIso, parseIsoDate } from './dates';
import { EARLIEST_DATE, LATEST_DATE } from './iso-date.schema';

/** A date typed into a search: one night, or a whole month ('yyyy-MM'). */
export type DateQuery = { kind: 'night'; night: string } | { kind: 'month'; month: string };

// date-fns reads the month names (any case, full or three letters); the shapes are matched first, so a lone
// letter is never a narrow month name ('d' for December) and a two-digit year is never the year 26.
const YEAR = '(\\d{4})';
const DAY = '(\\d{1,2})';
const WORD = '([a-z]{3,})';
const SHAPES: readonly { pattern: RegExp; format: string; yearless?: boolean }[] = [
  { pattern: new RegExp(`^${YEAR}-${DAY}-${DAY}$`), format: 'yyyy-M-d' },
  { pattern: new RegExp(`^${DAY}/${DAY}/${YEAR}$`), format: 'M/d/yyyy' },
  { pattern: new RegExp(`^${DAY}/${DAY}$`), format: 'M/d', yearless: true },
  { pattern: new RegExp(`^${WORD} ${DAY} ${YEAR}$`), format: 'MMMM d yyyy' },
  { pattern: new RegExp(`^${DAY} ${WORD} ${YEAR}$`), format: 'd MMMM yyyy' },
  { pattern: new RegExp(`^${WORD} ${DAY}$`), format: 'MMMM d', yearless: true },
  { pattern: new RegExp(`^${DAY} ${WORD}$`), format: 'd MMMM', yearless: true },
];
const MONTH_SHAPES: readonly { pattern: RegExp; format: string; yearless?: boolean }[] = [
  { pattern: new RegExp(`^${YEAR}-${DAY}$`), format: 'yyyy-M' },
  { pattern: new RegExp(`^${WORD} ${YEAR}$`), format: 'MMMM yyyy' },
  { pattern: new RegExp(`^${WORD}$`), format: 'MMMM', yearless: true },
];

/** Lower case, commas and full stops as spaces, ordinals without their ending ('20th'), 'sept' as date-fns spells it. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/\bsept\b/g, 'sep')
    .replace(/\s+/g, ' ')
    .trim();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date `format` reads in `text`, taking a missing year from a leap year so that Feb 29 is read too. */
function read(text: string, format: string): Date | null {
  const date = parse(text, format, new Date(2024, 0, 1));
  return isValid(date) ? date : null;
}

/** The first `month`/`day` on or after `today`: that date this year, else the next year that has it (Feb 29). */
function nextDay(month: number, day: number, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (let candidate = year; candidate <= year + 8; candidate += 1) {
    const iso = `${candidate}-${pad(month)}-${pad(day)}`;
    if (parseIsoDate(iso) && iso >= today) return iso;
  }
  return null;
}

function inRange(first: string, last: string): boolean {
  return first >= EARLIEST_DATE && last <= LATEST_DATE;
}

/**
 * What a search box's text says as a date, or null when it is no date: a night ('Dec 20', '20 December',
 * '2026-12-20', '12/20', '12/20/2026', 'Dec 20th, 2026') or a month ('December', 'Dec 2026', '2026-12').
 * A day without a year is the next such date from `today` (today included); a month without a year the
 * next such month, the current one included. Dates outside 2000–2099 are no date.
 */
export function parseDateQuery(text: string, today: string): DateQuery | null {
  const value = normalise(text);
  for (const shape of SHAPES) {
    if (!shape.pattern.test(value)) continue;
    const date = read(value, shape.format);
    if (!date) return null;
    const night = shape.yearless ? nextDay(date.getMonth() + 1, date.getDate(), today) : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return night && inRange(night, night) ? { kind: 'night', night } : null;
  }
  for (const shape of MONTH_SHAPES) {
    if (!shape.pattern.test(value)) continue;
    const date = read(value, shape.format);
    if (!date) return null;
    const monthNumber = date.getMonth() + 1;
    const thisYear = Number(today.slice(0, 4));
    const year = shape.yearless ? (monthNumber >= Number(today.slice(5, 7)) ? thisYear : thisYear + 1) : date.getFullYear();
    const month = `${year}-${pad(monthNumber)}`;
    return inRange(`${month}-01`, `${month}-01`) ? { kind: 'month', month } : null;
  }
  return null;
}

/** The nights a date query covers, both included: the night itself, or the month's first to last. */
export function nightsOfDateQuery(query: DateQuery): { first: string; last: string } {
  if (query.kind === 'night') return { first: query.night, last: query.night };
  const first = `${query.month}-01`;
  return { first, last: addDaysIso(addMonthsIso(first, 1), -1) };
}
