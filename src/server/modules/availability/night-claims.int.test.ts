import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayAtProperty } from '../../../shared/lib/dates';
import { requestFrom } from '../../../test/from-address';
import { signedInOwner, startHttp, type HttpHarness } from '../../../test/http-harness';
import { useTestDatabase } from '../../../test/use-test-server';
import { createBooking, createCalendarBlock } from '../../composition/factories';
import { openOrm, type Orm } from '../../db/orm';
import { BookingEntity } from '../booking/booking.entity';
import { confirmPaidBooking } from '../booking/confirm.service';
import { testConfig } from '../../../test/test-config';
import { CalendarFeedEntity } from '../calendar-sync/calendar-feed.entity';
import { syncFeed } from '../calendar-sync/calendar-sync.service';
import { feedServerNetwork, startFeedServer, type FeedServer } from '../../../test/feed-server';
import { airbnbFeed } from '../../../test/fixtures/ota-feeds';

// Probe G3: owner blocks and imported nights were checked by a read before a write, so a block
// (or a feed sync) and a checkout racing for one night both won. Two app instances with their own
// connection pools on one database stand for the probe's two processes. 50 rounds of two requests
// take about 15 s on a quiet machine, hence the longer timeouts.

const db = useTestDatabase();
let ormB: Orm;
let a: HttpHarness;
let b: HttpHarness;
let feeds: FeedServer;
let owner: Awaited<ReturnType<typeof signedInOwner>>;

const ROUNDS = 50;
const today = todayAtProperty();

beforeAll(async () => {
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
    const refusals: boolean[] = [];
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
      // A refused block names the stay that took the night, as it does without a race.
      if (block.status === 409) refusals.push(((await block.json()) as { message: string }).message.includes(String(stay.body.reference)));
    }
    const both = outcomes.filter((outcome) => outcome === '200/201').length;
    expect({ both, onBlockedNights: await liveStaysOnBlocks('owner') }).toEqual({ both: 0, onBlockedNights: [] });
    // Each round has exactly one winner.
    expect(outcomes.every((outcome) => outcome === '200/409' || outcome === '409/201')).toBe(true);
    expect(refusals.every(Boolean)).toBe(true);
  }, 120_000);
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
  }, 120_000);
});

describe('the database keeps the rule whatever path writes (G3)', () => {
  const night = (offset: number) => addDaysIso(today, 400 + offset);
  const refused = (write: Promise<unknown>) => write.then(() => 'written', (error: { code?: string }) => error.code);

  it('refuses an owner block over a live stay and a stay over any block, even written straight to the tables', async () => {
    const em = db.orm.em.fork();
    createBooking(em, { status: 'hold', checkIn: night(0), checkOut: night(2), holdExpiresAt: new Date(Date.now() + 600_000) });
    createCalendarBlock(em, { startDate: night(10), endDate: night(12) });
    createCalendarBlock(em, { startDate: night(20), endDate: night(22), source: 'feed:99' });
    await em.flush();
    const owner = db.orm.em.fork();
    createCalendarBlock(owner, { startDate: night(1), endDate: night(3) });
    expect(await refused(owner.flush())).toBe('23P01');
    for (const start of [night(11), night(21)]) {
      const fork = db.orm.em.fork();
      createBooking(fork, { status: 'confirmed', checkIn: start, checkOut: addDaysIso(start, 1) });
      expect(await refused(fork.flush())).toBe('23P01');
    }
    // Another site's nights are its own sale: stored over our stay, never refused (the sync flags it).
    const imported = db.orm.em.fork();
    createCalendarBlock(imported, { startDate: night(0), endDate: night(1), source: 'feed:99' });
    expect(await refused(imported.flush())).toBe('written');
  });

  it('refunds a hold paid after it ran out when the owner blocked its nights meanwhile', async () => {
    const config = testConfig();
    const intent = await config.payments.createIntent({ reference: 'KB-LATE22', amountCents: 90_000, email: 'late@example.com', description: 'Late' });
    const em = db.orm.em.fork();
    const late = createBooking(em, { status: 'expired', checkIn: night(30), checkOut: night(32), totalCents: 90_000, paymentIntentId: intent.id });
    createCalendarBlock(em, { startDate: night(31), endDate: night(32) });
    await em.flush();
    const outcome = await confirmPaidBooking(db.orm.em.fork(), config, { id: intent.id, status: 'succeeded', amountCents: 90_000, reference: late.reference });
    expect(outcome).toBe('refunded');
    expect((await db.orm.em.fork().findOneOrFail(BookingEntity, { id: late.id })).status).toBe('cancelled');
  });
});

describe('an import over nights we sold first (G3, docs/decisions/002)', () => {
  it('is stored and flagged on the feed, never refused, until our stay no longer holds the nights', async () => {
    const start = addDaysIso(today, 460);
    const em = db.orm.em.fork();
    const ours = createBooking(em, { status: 'confirmed', checkIn: start, checkOut: addDaysIso(start, 3), guestName: 'First Come' });
    const feed = em.create(CalendarFeedEntity, { name: 'VRBO', url: feeds.url('/late-sale.ics'), createdAt: new Date() });
    await em.flush();
    feeds.serve('/late-sale.ics', { body: airbnbFeed([{ uid: 'late-sale@vrbo.com', start: addDaysIso(start, 1), end: addDaysIso(start, 4) }]) });
    const synced = await syncFeed(db.orm.em.fork(), feed.id, { network: feedServerNetwork });
    expect(synced).toMatchObject({ status: 'synced', imported: 1 });
    const overlapsOf = async () =>
      ((await owner.get('/api/admin/calendar/feeds')).body as unknown as { id: number; overlaps: unknown[] }[]).find((row) => row.id === feed.id)?.overlaps;
    expect(await overlapsOf()).toEqual([{ reference: ours.reference, start, end: addDaysIso(start, 3) }]);
    await db.orm.em.fork().nativeUpdate(BookingEntity, { id: ours.id }, { status: 'cancelled' });
    expect(await overlapsOf()).toEqual([]);
  });
});
