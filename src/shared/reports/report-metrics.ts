import { addDaysIso, addMonthsIso, firstOfMonthIso } from '../lib/dates';

/** Occupied nights over available nights, in percent with one decimal; null when no night was available. */
export function occupancyPercent(occupiedNights: number, availableNights: number): number | null {
  if (availableNights <= 0) return null;
  return Math.round((occupiedNights / availableNights) * 1000) / 10;
}

/** Average daily rate: room revenue per booked night, in whole cents; null with no booked night. */
export function averageDailyRateCents(roomRevenueCents: number, bookedNights: number): number | null {
  if (bookedNights <= 0) return null;
  return Math.round(roomRevenueCents / bookedNights);
}

/** Revenue per available night, in whole cents; null with no available night. */
export function revparCents(roomRevenueCents: number, availableNights: number): number | null {
  if (availableNights <= 0) return null;
  return Math.round(roomRevenueCents / availableNights);
}

/** A total over a count with one decimal, or null when nothing was counted. */
export function averageOf(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total / count) * 10) / 10;
}

export const REPORT_PRESETS = ['this-month', 'last-month', 'this-quarter', 'this-year', 'last-12-months', 'next-12-months'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'this-year': 'This year',
  'last-12-months': 'Last 12 months',
  'next-12-months': 'Next 12 months',
};

/** The dates (both included) a preset names on `today`, a Honolulu date. */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const monthStart = firstOfMonthIso(today);
  const lastDayOf = (first: string, months: number) => addDaysIso(addMonthsIso(first, months), -1);
  switch (preset) {
    case 'this-month':
      return { from: monthStart, to: lastDayOf(monthStart, 1) };
    case 'last-month': {
      const from = addMonthsIso(monthStart, -1);
      return { from, to: lastDayOf(from, 1) };
    }
    case 'this-quarter': {
      const month = Number(today.slice(5, 7));
      const from = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      return { from, to: lastDayOf(from, 3) };
    }
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'last-12-months': {
      const from = addMonthsIso(monthStart, -11);
      return { from, to: lastDayOf(monthStart, 1) };
    }
    // Whole months like 'Last 12 months': this month and the eleven after it, so the two meet on this month.
    case 'next-12-months':
      return { from: monthStart, to: lastDayOf(monthStart, 12) };
  }
}

const nights = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/**
 * Occupancy with its own numbers, so its denominator is never a guess: "Occupancy 40%: 12 occupied nights
 * (10 booked here, 2 imported) ÷ 30 nights available (31 nights in the range less 1 the owner blocked)."
 */
export function occupancyExplanation(line: {
  occupancyPercent: number | null;
  nightsBooked: number;
  nightsImported: number;
  nightsInRange: number;
  nightsOwnerBlocked: number;
  nightsAvailable: number;
}): string {
  const occupied = line.nightsBooked + line.nightsImported;
  const available = `${nights(line.nightsAvailable)} available (${nights(line.nightsInRange)} in the range less ${line.nightsOwnerBlocked} the owner blocked)`;
  const figure = line.occupancyPercent === null ? 'Occupancy cannot be worked out' : `Occupancy ${line.occupancyPercent}%`;
  return `${figure}: ${nights(occupied)} occupied (${line.nightsBooked} booked here, ${line.nightsImported} imported) ÷ ${available}.`;
}

/** The change from last year's figure to this year's in percent (whole), null when last year had nothing to compare with. */
export function changePercent(now: number, lastYear: number): number | null {
  if (lastYear === 0) return null;
  return Math.round(((now - lastYear) / lastYear) * 100);
}
