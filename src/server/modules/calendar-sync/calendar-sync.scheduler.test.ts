import { describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm';
import { startCalendarSync } from './calendar-sync.scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const orm = { em: { fork: () => ({}) } } as unknown as Orm;

/** A stand-in round that takes `ms` and records how many rounds overlap. */
function slowRounds(ms: number) {
  const seen = { rounds: 0, open: 0, maxOpen: 0, aborted: 0 };
  const syncAll = async (_em: unknown, options: { limits?: { signal?: AbortSignal } } = {}) => {
    seen.rounds += 1;
    seen.open += 1;
    seen.maxOpen = Math.max(seen.maxOpen, seen.open);
    await Promise.race([sleep(ms), new Promise((resolve) => options.limits?.signal?.addEventListener('abort', resolve))]);
    if (options.limits?.signal?.aborted) seen.aborted += 1;
    seen.open -= 1;
    return [];
  };
  return { seen, syncAll: syncAll as never };
}

describe('startCalendarSync', () => {
  it('runs the first round shortly after start, not a whole interval later', async () => {
    const { seen, syncAll } = slowRounds(5);
    const stop = startCalendarSync(orm, 15, { firstRunDelayMs: 20, syncAll });
    await sleep(100);
    await stop();
    expect(seen.rounds).toBe(1);
  });

  it('skips a round while the previous one still runs, so rounds never overlap', async () => {
    const { seen, syncAll } = slowRounds(150);
    // A round is due every 12 ms but each takes 150 ms.
    const stop = startCalendarSync(orm, 0.0002, { firstRunDelayMs: 0, syncAll });
    await sleep(700);
    await stop();
    expect(seen.rounds).toBeGreaterThanOrEqual(2);
    expect(seen.rounds).toBeLessThanOrEqual(6);
    expect(seen.maxOpen).toBe(1);
  });

  it('aborts the round under way when stopped, and starts no other', async () => {
    const { seen, syncAll } = slowRounds(10_000);
    const stop = startCalendarSync(orm, 0.0002, { firstRunDelayMs: 0, syncAll });
    await sleep(50);
    await stop();
    expect(seen).toMatchObject({ rounds: 1, aborted: 1, open: 0 });
    await sleep(50);
    expect(seen.rounds).toBe(1);
  });
});
