import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnyTRPCProcedure } from '@trpc/server';
import type { AppRouter } from '../../server/app-router';
import { log } from './log';
import { httpStatusOf } from './errors';
import { isAbortError } from './transport';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CachePolicy {
  staleTime: number;
  gcTime: number;
  refetchOnMount: boolean;
  refetchOnWindowFocus: boolean;
}

/** A procedure's or a whole router's dotted path ('auth.current', 'admin.bookings'), checked against the app router. */
type QueryPath<TRecord = AppRouter['_def']['record'], TPrefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? `${TPrefix}${K}`
    : `${TPrefix}${K}` | QueryPath<TRecord[K], `${TPrefix}${K}.`>;
}[keyof TRecord & string];

/** Spec §9's cache table, keyed by the tRPC paths it applies to: a renamed procedure breaks the build, not the cache policy. */
const CACHE_TABLE: { paths: QueryPath[]; policy: CachePolicy }[] = [
  {
    paths: ['property.public', 'property.amenities', 'property.amenityCategories'],
    policy: { staleTime: 24 * HOUR, gcTime: 7 * 24 * HOUR, refetchOnMount: false, refetchOnWindowFocus: false },
  },
  {
    paths: ['property.photos', 'reviews.public', 'reviews.summary'],
    policy: { staleTime: 30 * MINUTE, gcTime: 2 * HOUR, refetchOnMount: true, refetchOnWindowFocus: false },
  },
  {
    paths: ['quote.get', 'availability.merged'],
    policy: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE, refetchOnMount: true, refetchOnWindowFocus: true },
  },
  {
    // Spec §9's "user, bookings" row: the user is what the app asks (auth.current; REST's auth.me is never called here),
    // the bookings are the owner's list (admin.bookings.*), the only bookings call there is.
    paths: ['auth.current', 'admin.bookings'],
    policy: { staleTime: 2 * MINUTE, gcTime: 10 * MINUTE, refetchOnMount: true, refetchOnWindowFocus: true },
  },
];

const DEFAULT_CACHE_POLICY: CachePolicy = {
  staleTime: 10 * MINUTE,
  gcTime: 30 * MINUTE,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
};

const MAX_RETRIES = 3;

/** 4xx other than 408 is the caller's fault: retrying cannot help. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAbortError(error)) return false;
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, doubling, at most 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** tRPC keys look like [['property', 'public'], { input, type }]. */
function queryKeyFor(path: QueryPath): QueryKey {
  return [path.split('.')];
}

const USER_KEY = queryKeyFor('auth.current');

/**
 * A 401 from any other call means the session ended on the server (signed out elsewhere, the member deactivated, the
 * password changed): ask who is signed in again, so a page that needs a member leaves for /auth at its next call instead
 * of showing errors to someone who is no longer signed in.
 */
function recheckUserOn401(client: () => QueryClient) {
  return (error: unknown, queryKey?: QueryKey) => {
    if (httpStatusOf(error) !== 401) return;
    if (queryKey && JSON.stringify(queryKey[0]) === JSON.stringify(USER_KEY[0])) return;
    void client().invalidateQueries({ queryKey: USER_KEY });
  };
}

export function createQueryClient(): QueryClient {
  const on401 = recheckUserOn401(() => client);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => on401(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => on401(error) }),
    defaultOptions: {
      queries: { ...DEFAULT_CACHE_POLICY, retry: shouldRetry, retryDelay, networkMode: 'online' },
      mutations: {
        retry: false,
        onError: (error) => {
          if (!isAbortError(error)) log.warn('Mutation failed', error);
        },
      },
    },
  });
  for (const row of CACHE_TABLE) {
    for (const path of row.paths) client.setQueryDefaults(queryKeyFor(path), row.policy);
  }
  return client;
}

/**
 * Spec §9's upkeep: quotes go stale every 5 minutes and reviews every 30
 * (without an immediate refetch), and every 15 minutes unobserved entries
 * older than an hour are dropped. Returns a function that stops it.
 */
export function startCacheUpkeep(client: QueryClient): () => void {
  const timers = [
    setInterval(() => void client.invalidateQueries({ queryKey: [['quote']], refetchType: 'none' }), 5 * MINUTE),
    setInterval(() => void client.invalidateQueries({ queryKey: [['reviews']], refetchType: 'none' }), 30 * MINUTE),
    setInterval(() => {
      const cutoff = Date.now() - HOUR;
      for (const query of client.getQueryCache().getAll()) {
        if (query.getObserversCount() === 0 && query.state.dataUpdatedAt < cutoff) client.getQueryCache().remove(query);
      }
    }, 15 * MINUTE),
  ];
  return () => timers.forEach(clearInterval);
}
