import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { httpStatusOf } from '../../lib/errors';
import type { StayMinimums } from '../../../shared/stay/stay-minimums';
import { isAbortError } from '../../lib/transport';
import { trpc } from '../../lib/trpc';

const MINUTE = 60_000;
const MAX_AVAILABILITY_RETRIES = 2;

/** Spec §8: no retry on a 4xx other than 408; otherwise up to 2. */
export function availabilityRetry(failureCount: number, error: unknown): boolean {
  if (isAbortError(error)) return false;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) return false;
  return failureCount < MAX_AVAILABILITY_RETRIES;
}

/** 1 s, doubling, at most 5 s. */
export function availabilityRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 5000);
}

export type AvailabilityStatus = 'idle' | 'loading' | 'ready' | 'error' | 'outdated';

export interface AvailabilityState {
  status: AvailabilityStatus;
  /** Blocked nights (yyyy-MM-dd), or null when none have loaded yet. */
  blockedDates: ReadonlySet<string> | null;
  /** The house's and the seasons' minimum stays in the window, or null until they have loaded. */
  minimums?: StayMinimums | null | undefined;
  retry: () => void;
}

/** Blocked dates for the calendar, read only while it is open. */
export function useAvailability(window: { start: string; end: string }, isOpen: boolean): AvailabilityState {
  const query = trpc.availability.merged.useQuery(window, {
    enabled: isOpen && window.start <= window.end,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
    staleTime: 3 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: availabilityRetry,
    retryDelay: availabilityRetryDelay,
    // While the next window loads, the last one's blocks stay drawn.
    placeholderData: keepPreviousData,
  });
  const blockedDates = useMemo(
    () => (query.data ? new Set(query.data.availability.blocked_dates.map((blocked) => blocked.date)) : null),
    [query.data],
  );
  let status: AvailabilityStatus = 'idle';
  if (query.isError) status = query.data ? 'outdated' : 'error';
  else if (query.data) status = 'ready';
  else if (query.isFetching) status = 'loading';
  return { status, blockedDates, minimums: query.data?.minimumStay ?? null, retry: () => void query.refetch() };
}
