import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { useTestDatabase } from '../../../test/use-test-server';
import { CalendarBlockEntity } from '../availability/calendar-block.entity';
import { CalendarFeedEntity, feedSource } from './calendar-feed.entity';
import { SYNC_STORE_ERROR, syncAllFeeds, syncFeed } from './calendar-sync.service';
import { FEED_FETCH_ERRORS } from './feed-fetch';
import { feedServerNetwork, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { FEED_PARSE_ERRORS } from './ical-import.logic';
import { airbnbFeed } from '../../../test/fixtures/ota-feeds';

const db = useTestDatabase({ seed: false });
let feeds: FeedServer;

// The probe's bodies (F7, F8), byte for byte.
const NUL_BODY = 'BEGIN:VCALENDAR\r\nthis is : not ; valid\r\n\x00\xff\xfe\r\n';
const SECRET = 'SECRET-INTERNAL-TOKEN-12345 internal admin page';

const start = addDaysIso(todayAtProperty(), 30);
const goodFeed = (uid: string, summary?: string) => airbnbFeed([{ uid, start, end: addDaysIso(start, 3), summary }]);

async function addFeed(name: string, url: string): Promise<number> {
  const em = db.orm.em.fork();
  const feed = em.create(CalendarFeedEntity, { name, url, createdAt: new Date() });
  await em.flush();
  return feed.id;
}

const feedRow = (id: number) => db.orm.em.fork().findOneOrFail(CalendarFeedEntity, { id });
const blockNotes = async (id: number) => (await db.orm.em.fork().find(CalendarBlockEntity, { source: feedSource(id) })).map((block) => block.note);

beforeAll(async () => {
  feeds = await startFeedServer();
});
beforeEach(async () => {
  await db.orm.em.fork().nativeDelete(CalendarBlockEntity, {});
  await db.orm.em.fork().nativeDelete(CalendarFeedEntity, {});
});
afterAll(async () => {
  await feeds.close();
});

describe('one bad feed never stops the others (F8)', () => {
  it('syncs the feeds before and after the probe’s NUL-byte feed in the same round, and records its failure', async () => {
    feeds.serve('/first.ics', { body: goodFeed('first@airbnb.com') });
    feeds.serve('/nul.ics', { body: NUL_BODY });
    // A readable calendar with NUL bytes inside its text: stored without them.
    feeds.serve('/third.ics', { body: goodFeed('th\x00ird@vrbo.com', 'Reserved\x00 - Jane') });
    const ids = [await addFeed('Airbnb', feeds.url('/first.ics')), await addFeed('Broken', feeds.url('/nul.ics')), await addFeed('VRBO', feeds.url('/third.ics'))];

    const round = await syncAllFeeds(db.orm.em.fork(), { network: feedServerNetwork });

    expect(round.map((result) => [result.feed.name, result.outcome.status])).toEqual([
      ['Airbnb', 'synced'],
      ['Broken', 'failed'],
      ['VRBO', 'synced'],
    ]);
    const [first, broken, third] = await Promise.all(ids.map(feedRow));
    expect(first).toMatchObject({ lastError: null, lastSuccessAt: expect.any(Date) });
    expect(broken).toMatchObject({ lastError: FEED_PARSE_ERRORS.invalid, lastAttemptAt: expect.any(Date), lastSuccessAt: null });
    expect(third).toMatchObject({ lastError: null, lastSuccessAt: expect.any(Date) });
    expect(await blockNotes(ids[2]!)).toEqual(['VRBO: Reserved - Jane (uid third@vrbo.com)']);
  });

  it('records a feed whose blocks the database refuses, and goes on with the next', async () => {
    // Stands in for any refusal by PostgreSQL of what came out of a feed (F8 was a NUL byte).
    await db.orm.em.fork().getConnection().execute(`
      create or replace function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.note like '%poison%' then raise exception 'refused by the test'; end if;
        return new;
      end $$;
      drop trigger if exists refuse_poison on calendar_block;
      create trigger refuse_poison before insert on calendar_block for each row execute function refuse_poison();
    `);
    try {
      feeds.serve('/poison.ics', { body: goodFeed('poison@airbnb.com', 'poison') });
      feeds.serve('/fine.ics', { body: goodFeed('fine@airbnb.com') });
      const poisoned = await addFeed('Poisoned', feeds.url('/poison.ics'));
      const fine = await addFeed('Fine', feeds.url('/fine.ics'));

      const round = await syncAllFeeds(db.orm.em.fork(), { network: feedServerNetwork });

      expect(round.map((result) => result.outcome)).toEqual([
        { status: 'failed', error: SYNC_STORE_ERROR },
        { status: 'synced', imported: 1, skipped: 0, ignored: 0 },
      ]);
      expect(await feedRow(poisoned)).toMatchObject({ lastError: SYNC_STORE_ERROR, lastAttemptAt: expect.any(Date) });
      expect(await blockNotes(fine)).toHaveLength(1);
    } finally {
      await db.orm.em.fork().getConnection().execute('drop trigger if exists refuse_poison on calendar_block');
    }
  });
});

describe('what a failed sync records (F7)', () => {
  it('never the remote body: the probe’s internal page becomes a fixed sentence', async () => {
    feeds.serve('/internal', { body: SECRET, contentType: 'text/plain' });
    const id = await addFeed('Internal', feeds.url('/internal'));
    expect(await syncFeed(db.orm.em.fork(), id, { network: feedServerNetwork })).toEqual({ status: 'failed', error: FEED_PARSE_ERRORS.invalid });
    expect((await feedRow(id)).lastError).toBe('The calendar could not be read: it is not a valid iCal file.');
  });

  it('refuses a feed on 127.0.0.1 when no test network is given, as in production, and never connects', async () => {
    feeds.serve('/admin', { body: SECRET, contentType: 'text/plain' });
    const id = await addFeed('Loopback', `http://127.0.0.1:${feeds.port}/admin`);
    expect(await syncFeed(db.orm.em.fork(), id)).toEqual({ status: 'failed', error: FEED_FETCH_ERRORS.privateAddress });
    expect(feeds.stats('/admin').hits).toBe(0);
    expect((await feedRow(id)).lastError).toBe('The calendar address points to a private network and was refused.');
  });
});
