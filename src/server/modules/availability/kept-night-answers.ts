import type { EntityManager } from '@mikro-orm/postgresql';
import { todayAtProperty } from '../../../shared/lib/dates';
import { keptResults } from '../../platform/kept-results';

/**
 * At most this long: every change to the nights is announced (a trigger on bookings and blocks, an admin change for
 * prices, page-cache-drops.ts), so this only bounds an answer whose announcement a dropped LISTEN connection lost.
 */
const NIGHT_ANSWER_TTL_MS = 60_000;
/** Dates, guests and pets a visitor may choose are many: the oldest answers make room beyond this. */
const MOST_NIGHT_ANSWERS = 5_000;

/** One kept answer; the REST routes keep its wire bytes beside it, for as long as it is kept (kept-night-routes.ts). */
export interface KeptNightAnswer {
  value: unknown;
  /** When the first live hold runs out: its nights are free again then, with no write to announce it. */
  until: number;
}

/**
 * Quotes and availability kept by their inputs (issue 23, point 1) on the house's today, until the nights or the
 * prices change on any server process, or the first hold holding nights runs out. Only answers are kept: a refusal
 * (nights taken, too short a stay) is worked out again, and a quote with a coupon never kept (its use is per guest).
 */
export interface KeptNightAnswers {
  get: <T>(em: EntityManager, kind: NightAnswerKind, input: unknown, now: Date, build: () => Promise<T>) => Promise<T>;
  /**
   * The kept answer itself, the same object for as long as it is kept (as it is once it has arrived, else its
   * promise); `em` is asked for only to work one out.
   */
  kept: (em: () => EntityManager, kind: NightAnswerKind, input: unknown, now: Date, build: () => Promise<unknown>) => KeptNightAnswer | Promise<KeptNightAnswer>;
  clear: () => void;
}

type NightAnswerKind = 'quote' | 'availability';

/** A quote is kept unless it names a coupon: a coupon's use is checked per guest. */
export const keepsQuote = (input: { coupon?: string | undefined }): boolean => !input.coupon;

export function createKeptNightAnswers(): KeptNightAnswers {
  const answers = keptResults<KeptNightAnswer>(NIGHT_ANSWER_TTL_MS, { expiresAt: (kept) => kept.until, maxEntries: MOST_NIGHT_ANSWERS });
  const kept: KeptNightAnswers['kept'] = (em, kind, input, now, build) =>
    answers.getNow(`${kind}:${todayAtProperty(now)}:${JSON.stringify(input)}`, async () => {
      // Read before the answer: a hold made in between is announced, and clears what this keeps.
      const until = await firstHoldEnd(em(), now);
      return { value: await build(), until };
    });
  return {
    kept,
    get: async (em, kind, input, now, build) => (await kept(() => em, kind, input, now, build)).value as Awaited<ReturnType<typeof build>>,
    clear: answers.clear,
  };
}

/** When the first hold now holding nights runs out (Infinity when none does): no write announces that moment. */
async function firstHoldEnd(em: EntityManager, now: Date): Promise<number> {
  const [row] = await em.execute<{ until: Date | string | null }[]>(`select min(hold_expires_at) as until from booking where status = 'hold' and hold_expires_at > ?`, [now]);
  return row?.until ? new Date(row.until).getTime() : Infinity;
}

/** The kept answer when this server keeps them (createApp); callers inside the server (rendering, tests) build it. */
export function keptNightAnswer<T>(
  answers: Pick<KeptNightAnswers, 'get'> | undefined,
  em: EntityManager,
  kind: NightAnswerKind,
  input: unknown,
  now: Date,
  build: () => Promise<T>,
): Promise<T> {
  return answers ? answers.get(em, kind, input, now, build) : build();
}
