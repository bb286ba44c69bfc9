import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm';
import { setLogLevel } from '../../logger';
import { createSeoHeads } from './seo.service';

/** Just enough of an ORM to count how often a page head goes to the database. */
function fakeOrm(find: () => Promise<unknown[]>) {
  const calls = { forks: 0 };
  const orm = {
    em: {
      fork: () => {
        calls.forks += 1;
        return { find, findOne: async () => null, execute: async () => [] };
      },
    },
  } as unknown as Orm;
  return { orm, calls };
}

function clock(start = Date.UTC(2026, 2, 10, 20)) {
  let time = start;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

beforeAll(() => setLogLevel('silent'));
afterAll(() => setLogLevel('info'));

describe('createSeoHeads', () => {
  it('reuses a head within its time to live and rebuilds it afterwards', async () => {
    const { orm, calls } = fakeOrm(async () => []);
    const time = clock();
    const heads = createSeoHeads({ orm, publicUrl: 'https://x.test', ttlMs: 60_000, now: time.now });
    await heads.headFor('/experiences');
    await heads.headFor('/experiences/');
    time.advance(59_000);
    await heads.headFor('/experiences');
    expect(calls.forks).toBe(1);
    time.advance(2_000);
    await heads.headFor('/experiences');
    expect(calls.forks).toBe(2);
  });

  it('concurrent first requests share one build', async () => {
    const { orm, calls } = fakeOrm(async () => []);
    const heads = createSeoHeads({ orm, publicUrl: 'https://x.test', now: clock().now });
    await Promise.all([heads.headFor('/experiences'), heads.headFor('/experiences'), heads.headFor('/experiences')]);
    expect(calls.forks).toBe(1);
  });

  it('every unknown path shares the one not-found entry', async () => {
    const { orm, calls } = fakeOrm(async () => []);
    const heads = createSeoHeads({ orm, publicUrl: 'https://x.test', now: clock().now });
    const first = await heads.headFor('/nope-1');
    const second = await heads.headFor('/nope-2');
    expect(second).toBe(first);
    expect(calls.forks).toBe(1);
  });

  it('without the database a page still gets its tags, and the next request tries again', async () => {
    const { orm, calls } = fakeOrm(() => Promise.reject(new Error('database down')));
    const heads = createSeoHeads({ orm, publicUrl: 'https://x.test', now: clock().now });
    const head = await heads.headFor('/stay');
    expect(head).toContain('<title>The Beach House: Photos, Amenities and Location | Kaneohe Bay Beach House</title>');
    expect(head).toContain('<link rel="canonical" href="https://x.test/stay" />');
    // Breadcrumbs need no data; the Product does.
    expect(head).toContain('"BreadcrumbList"');
    expect(head).not.toContain('"Product"');
    await heads.headFor('/stay');
    expect(calls.forks).toBe(2);
  });
});
