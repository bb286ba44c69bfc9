import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-server';
import { createBatchedLimiter } from './batched-limiter';
import { RateLimitEntity } from './rate-limit.entity';

const db = useTestDatabase({ seed: false });

const rule = (key: string, limit: number) => ({ key, limit, windowMs: 60_000 });
const hits = (limiter: ReturnType<typeof createBatchedLimiter>, key: string, limit: number, count: number, now: Date) =>
  Promise.all(Array.from({ length: count }, async () => limiter.hit(() => db.orm.em.fork(), rule(key, limit), now)));

describe('the batched limiter of the general API tier', () => {
  it('refuses exactly the calls past the limit within one process, before anything reaches the database', async () => {
    const limiter = createBatchedLimiter({ flushMs: 60_000 });
    const now = new Date();
    const answers = await hits(limiter, 'api:one-process', 8, 12, now);
    expect(answers.filter(Boolean)).toHaveLength(8);
  });

  it('shares one total between processes once each has flushed', async () => {
    const first = createBatchedLimiter({ flushMs: 0 });
    const second = createBatchedLimiter({ flushMs: 0 });
    const now = new Date();
    for (let i = 0; i < 5; i += 1) expect(await first.hit(() => db.orm.em.fork(), rule('api:two-processes', 8), now)).toBe(true);
    const fromSecond = [];
    for (let i = 0; i < 5; i += 1) fromSecond.push(await second.hit(() => db.orm.em.fork(), rule('api:two-processes', 8), now));
    // The second process's first call learns the shared total (5) with its own flush; then 2 more fit.
    expect(fromSecond).toEqual([true, true, true, false, false]);
    const row = await db.orm.em.fork().findOneOrFail(RateLimitEntity, { key: 'api:two-processes' });
    expect(row.hits).toBe(10);
  });

  it('writes its calls to the database at the next flush, so a restart does not forget them', async () => {
    const limiter = createBatchedLimiter({ flushMs: 1_000 });
    const start = new Date();
    await hits(limiter, 'api:restart', 100, 30, start);
    await limiter.hit(() => db.orm.em.fork(), rule('api:restart', 100), new Date(start.getTime() + 1_000));
    const row = await db.orm.em.fork().findOneOrFail(RateLimitEntity, { key: 'api:restart' });
    expect(row.hits).toBe(31);
    const restarted = createBatchedLimiter({ flushMs: 1_000 });
    const answers = [];
    for (let i = 0; i < 70; i += 1) answers.push(await restarted.hit(() => db.orm.em.fork(), rule('api:restart', 100), new Date(start.getTime() + 2_000)));
    expect(answers.filter(Boolean)).toHaveLength(69);
  });

  it('starts afresh when the window ends', async () => {
    const limiter = createBatchedLimiter({ flushMs: 0 });
    const start = new Date();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limiter.hit(() => db.orm.em.fork(), rule('api:window', 3), start));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.hit(() => db.orm.em.fork(), rule('api:window', 3), new Date(start.getTime() + 61_000))).toBe(true);
  });
});
