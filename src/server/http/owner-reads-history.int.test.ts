import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fillTenYears } from '../../../bench/report-bench-data';
import { addMonthsIso, firstOfMonthIso, todayAtProperty } from '../../shared/lib/dates';
import { callTrpc, useRenderingServerWithTeam } from '../../test/rendering-server';

// Issue 23, flat with history: over ten years of stays, blocks, reviews and e-mail (the bench's own history), every
// list and report the owner opens makes a fixed number of queries, whatever the page holds (no query per row), and
// finds its part of a large table through an index. How it reads is checked, not how long a busy machine took.

const team = useRenderingServerWithTeam({ name: 'Kai History', email: 'kai.history@example.com' });
const today = todayAtProperty();

beforeAll(async () => {
  // Ten years up to six months ahead: the owner's upcoming stays are part of the history too.
  await fillTenYears(team.db.url, addMonthsIso(today, 6));
}, 120_000);

/** Tables that grow with the years; a sequential scan of one is what the indexes are there to prevent. */
const LARGE_TABLES = ['booking', 'booking_event', 'calendar_block', 'review', 'outbox_email', 'audit_log', 'recorded_payment'];

/** The SQL one admin call sends, with its values in place, leaving out what every call does (its session, its rate limit). */
async function queriesOf(procedure: string, input: unknown): Promise<{ data: unknown; queries: string[] }> {
  // Every statement passes executeQuery (protected: reached through its shape), with its SQL and values apart.
  const connection = team.db.orm.em.getConnection() as unknown as { executeQuery: (query: string, run: () => Promise<unknown>, context?: { query?: unknown; params?: unknown[] }) => Promise<unknown> };
  const platform = team.db.orm.em.getPlatform();
  const seen: string[] = [];
  const execute = connection.executeQuery.bind(connection);
  const spy = vi.spyOn(connection, 'executeQuery').mockImplementation((query, run, context) => {
    if (typeof context?.query === 'string') seen.push(platform.formatQuery(context.query, context.params ?? []));
    return execute(query, run, context);
  });
  try {
    const answer = await callTrpc(team.owner, procedure, input, 'query');
    expect(answer.status, `${procedure}: ${answer.text.slice(0, 300)}`).toBe(200);
    return { data: answer.data, queries: seen.filter((sql) => !/\b(session|rate_limit|app_user|security_policy)\b/.test(sql) && !/^(begin|commit|rollback|savepoint|release)/i.test(sql)) };
  } finally {
    spy.mockRestore();
  }
}

/** The owner's reads, each named, with what it must return at least (so a read that matched nothing proves nothing). */
const reads: { name: string; procedure: string; input: unknown; rows: (data: never) => number }[] = [
  { name: 'upcoming bookings', procedure: 'admin.bookings.list', input: { filter: 'upcoming', pageSize: 100 }, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'past bookings by total, page 3', procedure: 'admin.bookings.list', input: { filter: 'past', sort: 'total', direction: 'desc', page: 3, pageSize: 100 }, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'cancelled bookings', procedure: 'admin.bookings.list', input: { filter: 'cancelled', pageSize: 100 }, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'one booking with its timeline', procedure: 'admin.bookings.get', input: { reference: 'KB-T00120' }, rows: (data: { timeline: unknown[] }) => data.timeline.length },
  { name: 'reviews, newest first', procedure: 'admin.reviews.list', input: {}, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'published reviews by rating', procedure: 'admin.reviews.list', input: { published: 'yes', sort: { column: 'rating', direction: 'asc' }, page: 4 }, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'e-mail, newest first', procedure: 'admin.outbox.list', input: {}, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'audit log, newest first', procedure: 'admin.audit.list', input: { pageSize: 200 }, rows: (data: { items: unknown[] }) => data.items.length },
  { name: 'calendar month', procedure: 'admin.calendar.month', input: { start: firstOfMonthIso(today), end: addMonthsIso(firstOfMonthIso(today), 1) }, rows: (data: { nights: unknown[] }) => data.nights.length },
  { name: 'dashboard', procedure: 'admin.dashboard.get', input: undefined, rows: () => 1 },
  { name: 'summary of the last twelve months', procedure: 'admin.reports.summary', input: { from: addMonthsIso(firstOfMonthIso(today), -11), to: today }, rows: () => 1 },
  { name: 'on the books', procedure: 'admin.reports.onTheBooks', input: { asOf: today }, rows: () => 1 },
  { name: 'tax report, monthly', procedure: 'admin.taxReport.get', input: { year: Number(today.slice(0, 4)), period: 'monthly', basis: 'accrual' }, rows: () => 1 },
];

describe('the owner’s lists and reports over ten years of history', () => {
  it('make a fixed number of queries: a page of 100 bookings as many as a page of 5', async () => {
    const small = await queriesOf('admin.bookings.list', { filter: 'past', pageSize: 5 });
    const large = await queriesOf('admin.bookings.list', { filter: 'past', pageSize: 100 });
    expect((large.data as { items: unknown[] }).items).toHaveLength(100);
    expect(large.queries.length, large.queries.join('\n')).toBe(small.queries.length);
    // The page and its count.
    expect(large.queries.length, large.queries.join('\n')).toBeLessThanOrEqual(2);

    const reviews = await queriesOf('admin.reviews.list', {});
    expect((reviews.data as { items: unknown[] }).items.length).toBeGreaterThan(10);
    // The page, its count and how many are featured.
    expect(reviews.queries.length, reviews.queries.join('\n')).toBeLessThanOrEqual(3);

    const booking = await queriesOf('admin.bookings.get', { reference: 'KB-T00120' });
    // The booking, its timeline and its payments.
    expect(booking.queries.length, booking.queries.join('\n')).toBeLessThanOrEqual(3);
  });

  it('never scan a large table to find a part of it', async () => {
    const connection = team.db.orm.em.fork().getConnection();
    const sizes = new Map(
      (await connection.execute<{ table: string; rows: number }[]>(`select relname as table, reltuples::int as rows from pg_class where relname in (?)`, [LARGE_TABLES])).map(
        (row) => [row.table, row.rows],
      ),
    );
    // A scan the planner expects to keep most of the table is cheaper than an index (a report over the years, a count
    // of nearly every row); one that keeps a part of it is what an index is for. Every read's scans at once, so one run names them all.
    const scans: string[] = [];
    for (const read of reads) {
      const { data, queries } = await queriesOf(read.procedure, read.input);
      expect(read.rows(data as never), read.name).toBeGreaterThan(0);
      expect(queries.length, read.name).toBeGreaterThan(0);
      for (const sql of queries.filter((query) => /^\s*(select|with)\b/i.test(query))) {
        const plan = (await connection.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
        for (const [, table, rows] of plan.matchAll(/Seq Scan on (\w+)\b.*? rows=(\d+)/g)) {
          const size = sizes.get(table!);
          if (size !== undefined && size > 1000 && Number(rows) < size / 2) scans.push(`${read.name} scans ${table} for ${rows} of ${size} rows:\n${sql}\n${plan}`);
        }
      }
    }
    expect(scans.join('\n\n')).toBe('');
  });

  it('answer the spec’s public reviews and summary from the same ten years', async () => {
    const [published] = await team.db.orm.em.fork().execute<{ count: string; average: string }[]>(
      `select count(*) as count, round(avg(rating), 1) as average from review where is_published`,
    );
    const summary = await callTrpc<{ totalReviews: number; averageRating: number }>(team.owner, 'reviews.summary', undefined, 'query');
    // The seed's published reviews and nine in ten of the 2,000.
    expect(Number(published!.count)).toBeGreaterThan(1800);
    expect(summary.data?.totalReviews).toBe(Number(published!.count));
    expect(summary.data?.averageRating).toBe(Number(published!.average));
    const list = await callTrpc<{ review_date: string }[]>(team.owner, 'reviews.public', undefined, 'query');
    expect(list.data).toHaveLength(Number(published!.count));
    expect(list.data!.every((review, index) => index === 0 || list.data![index - 1]!.review_date >= review.review_date)).toBe(true);
  });
});
