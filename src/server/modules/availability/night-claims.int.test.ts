import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { signedInOwner, startHttp, type HttpHarness } from '../../../test/http-harness';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { openOrm, type Orm } from '../../db/orm';
import { CalendarFeedEntity } from '../calendar-sync/calendar-feed.entity';
import { syncFeed } from '../calendar-sync/calendar-sync.service';
import { feedServerNetwork, startFeedServer, type FeedServer } from '../calendar-sync/feed-server.test-fixtures';
import { airbnbFeed } from '../calendar-sync/ota-feeds.test-fixtures';

// Probe G3: owner blocks and imported nights were checked by a read before a write, so a block
// (or a feed sync) and a checkout racing for one night both won. Two app instances with their own
// connection pools on one database stand for the probe's two processes.

let db: TestDatabase;
let ormB: Orm;
let a: HttpHarness;
let b: HttpHarness;
let feeds: FeedServer;
let owner: Awaited<ReturnType<typeof signedInOwner>>;

const ROUNDS = 50;
const today = todayAtProperty();

beforeAll(async () => {
  db = await createTestDatabase();
  ormB = await openOrm(db.url);
  a = await startHttp(db.orm);
  b = await startHttp(ormB);
  feeds = await startFeedServer();
  owner = await signedInOwner(db.orm, a.baseUrl);
});
afterAll(async () => {
  await feeds.close();
  await a.close();
  await b.close();
  await ormB.close(true);
  await db.close();
});

/** A guest's checkout on server B from a client of its own (one client keeps one unpaid hold). */
function checkout(round: number, start: string, end: string) {
  return requestFrom(`127.0.1.${round + 1}`, 'POST', `${b.baseUrl}/api/bookings/checkout`, {
    start,
    end,
    guests: 2,
    guest: { name: `Racer ${round}`, email: `racer${round}@example.com`, phone: '+1 808 555 0100', arrivalTime: '16:00', agreeToPolicies: true },
  });
}

interface Overlap {
  reference: string;
  status: string;
  source: string;
  check_in: string;
}

/** Live stays (confirmed or held) sharing a night with a calendar block of the given kind. */
async function liveStaysOnBlocks(kind: 'owner' | 'feed'): Promise<Overlap[]> {
  return db.orm.em.fork().getConnection().execute<Overlap[]>(
    `select b.reference, b.status, c.source, b.check_in::text as check_in
       from booking b join calendar_block c
         on daterange(b.check_in, b.check_out, '[)') && daterange(c.start_date, c.end_date, '[)')
      where b.status in ('hold', 'confirmed') and ${kind === 'owner' ? `c.source = 'owner'` : `c.source like 'feed:%'`}`,
  );
}

describe('an owner block racing a checkout for the same night (G3)', () => {
  it('never lets both win, across two servers, in 50 rounds', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = addDaysIso(today, 30 + round * 2);
      const end = addDaysIso(start, 1);
      const [block, stay] = await Promise.all([
        fetch(`${a.baseUrl}/api/admin/calendar/nights/block`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: owner.cookie() },
          body: JSON.stringify({ start, end, note: 'race' }),
        }),
        checkout(round, start, end),
      ]);
      outcomes.push(`${block.status}/${stay.status}`);
    }
    const both = outcomes.filter((outcome) => outcome === '200/201').length;
    expect({ both, onBlockedNights: await liveStaysOnBlocks('owner') }).toEqual({ both: 0, onBlockedNights: [] });
    // Each round has exactly one winner: the other side's 409 names the taken night.
    expect(outcomes.every((outcome) => outcome === '200/409' || outcome === '409/201')).toBe(true);
  });
});

describe('a calendar sync racing a checkout for the same night (G3)', () => {
  it('refuses the checkout or flags the stay on the feed, never sells the night silently', async () => {
    const em = db.orm.em.fork();
    feeds.serve('/race.ics', { body: airbnbFeed([]) });
    const feed = em.create(CalendarFeedEntity, { name: 'Airbnb', url: feeds.url('/race.ics'), createdAt: new Date() });
    await em.flush();
    const events: { uid: string; start: string; end: string }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = addDaysIso(today, 200 + round * 2);
      const end = addDaysIso(start, 1);
      events.push({ uid: `race-${round}@airbnb.com`, start, end });
      feeds.serve('/race.ics', { body: airbnbFeed(events) });
      const [synced] = await Promise.all([syncFeed(db.orm.em.fork(), feed.id, { network: feedServerNetwork }), checkout(ROUNDS + round, start, end)]);
      expect(synced.status).toBe('synced');
    }
    const listed = (await owner.get('/api/admin/calendar/feeds')).body as unknown as { id: number; overlaps?: { reference: string }[] }[];
    const flagged = new Set((listed.find((row) => row.id === feed.id)?.overlaps ?? []).map((overlap) => overlap.reference));
    const silent = (await liveStaysOnBlocks('feed')).filter((stay) => !flagged.has(stay.reference));
    expect(silent).toEqual([]);
  });
});
