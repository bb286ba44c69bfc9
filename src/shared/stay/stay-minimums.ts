import { daysBetweenIso, parseIsoDate } from '../lib/dates';
import { minimumStayMessage } from './stay-messages';

/** A season that asks arrivals in it to stay longer (or shorter) than the house's default. */
export interface SeasonalMinimum {
  /** First night of the season (yyyy-MM-dd). */
  start: string;
  /** Last night of the season, inclusive. */
  end: string;
  nights: number;
}

export interface StayMinimums {
  /** The house's own minimum stay. */
  defaultNights: number;
  seasons: SeasonalMinimum[];
}

/** The arrival night's season sets the minimum stay, as hosts usually mean it; otherwise the house's default. */
export function minimumNightsFor(checkIn: string, minimums: StayMinimums): number {
  return minimums.seasons.find((season) => season.start <= checkIn && checkIn <= season.end)?.nights ?? minimums.defaultNights;
}

/** Why a stay of real dates is too short for its arrival date, or null when it is long enough (or not a stay yet). */
export function minimumStayProblem(stay: { start: string; end: string }, minimums: StayMinimums): string | null {
  if (!parseIsoDate(stay.start) || !parseIsoDate(stay.end)) return null;
  const nights = daysBetweenIso(stay.start, stay.end);
  if (nights < 1) return null;
  const minNights = minimumNightsFor(stay.start, minimums);
  return nights < minNights ? minimumStayMessage(minNights) : null;
}
