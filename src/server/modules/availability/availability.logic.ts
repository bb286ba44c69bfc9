import { nightsOfStay } from '../../../shared/lib/dates';

export interface NightRange {
  /** First blocked night. */
  startDate: string;
  /** Exclusive: the morning the guest leaves, free for the next arrival. */
  endDate: string;
}

/** Sorted, unique blocked nights in [windowStart, windowEnd). */
export function blockedNightsInWindow(ranges: readonly NightRange[], windowStart: string, windowEnd: string): string[] {
  const nights = new Set<string>();
  for (const range of ranges) {
    const from = range.startDate > windowStart ? range.startDate : windowStart;
    const to = range.endDate < windowEnd ? range.endDate : windowEnd;
    for (const night of nightsOfStay(from, to)) nights.add(night);
  }
  return [...nights].sort();
}
