import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { useTestDatabase } from '../../../test/use-test-server';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { CalendarFeedEntity, feedSource } from './calendar-feed.entity';
import { startCalendarSync } from './calendar-sync.scheduler';
import { syncFeed } from './calendar-sync.service';
import { feedServerNetwork, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { airbnbFeed } from '../../../test/fixtures/ota-feeds';

const db = useTestDatabase({ seed: false });
let feeds: FeedServer;

const start = addDaysIso(todayAtProperty(), 30);
const feedText = airbnbFeed([{ uid: 'a1@airbnb.com', start, end: addDaysIso(start, 3) }]);

async function addFeed(name: string, path: string): Promise<number> {
  const em = db.orm.em.fork();
  const feed = em.create(CalendarFeedEntity, { name, url: feeds.url(path), createdAt: new Date() });
  await em.flush();
  return feed.id;
}

const feedRow = (id: number) => db.orm.em.fork().findOneOrFail(CalendarFeedEntity, { id });
const blockCount = (id: number) => db.orm.em.fork().count(CalendarBlockEntity, { source: feedSource(id) });

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

describe('fetch limits', () => {
  it('gives up on a feed that does not answer in time and keeps its blocks', async () => {
    feeds.serve('/slow.ics', { body: feedText });
    const id = await addFeed('Slow', '/slow.ics');
    expect(await syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork })).toMatchObject({ status: 'synced', imported: 1 });
    feeds.serve('/slow.ics', { body: feedText, delayMs: 2000 });
    expect(await syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork, limits: { timeoutMs: 300 } })).toEqual({
      status: 'failed',
      error: 'The calendar took too long to answer.',
    });
    expect(await blockCount(id)).toBe(1);
    feeds.serve('/slow.ics', { body: feedText });
  });

  it('refuses a feed larger than 2 MB', async () => {
    const padding = `X-PADDING:${'x'.repeat(60)}\r\n`.repeat(Math.ceil((2.1 * 1024 * 1024) / 72));
    feeds.serve('/huge.ics', { body: feedText.replace('VERSION:2.0\r\n', `VERSION:2.0\r\n${padding}`) });
    const id = await addFeed('Huge', '/huge.ics');
    expect(await syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork })).toEqual({ status: 'failed', error: 'The calendar is too large.' });
    expect(await blockCount(id)).toBe(0);
  });
});

describe('the schedule', () => {
  it('syncs every feed shortly after start, and stops cleanly', async () => {
    feeds.serve('/scheduled.ics', { body: feedText });
    const id = await addFeed('Scheduled', '/scheduled.ics');
    const stop = startCalendarSync(db.orm, 15, { firstRunDelayMs: 10, network: feedServerNetwork });
    try {
      await waitFor(async () => (await feedRow(id)).lastSuccessAt !== null);
    } finally {
      await stop();
    }
    expect(await blockCount(id)).toBe(1);
  });

  it('aborts a fetch under way when stopped, recording nothing for that feed', async () => {
    feeds.serve('/hanging.ics', { body: feedText, delayMs: 10_000 });
    const id = await addFeed('Hanging', '/hanging.ics');
    const stop = startCalendarSync(db.orm, 15, { firstRunDelayMs: 0, network: feedServerNetwork });
    await waitFor(async () => feeds.stats('/hanging.ics').hits > 0);
    const stoppingAt = Date.now();
    await stop();
    expect(Date.now() - stoppingAt).toBeLessThan(1000);
    expect(await feedRow(id)).toMatchObject({ lastAttemptAt: null, lastError: null });
    await db.orm.em.fork().nativeDelete(CalendarFeedEntity, { id });
  });

  it('leaves a feed another process is syncing to that process', async () => {
    feeds.serve('/shared.ics', { body: feedText, delayMs: 600 });
    const id = await addFeed('Shared', '/shared.ics');
    const [first, second] = await Promise.all([
      syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork }),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() => syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork })),
    ]);
    expect(first).toMatchObject({ status: 'synced' });
    expect(second).toEqual({ status: 'busy' });
    expect(feeds.stats('/shared.ics').hits).toBe(1);
  });
});
