import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysIso, addMonthsIso, daysBetweenIso, firstOfMonthIso, todayAtProperty } from '../../../shared/lib/dates';
import { useHttp, useTestDatabase } from '../../../test/use-test-server';
import { blockingRangesQuery } from './availability.service';

// Issue 23, flat with history: ten years of stays and blocks must not make availability slower per call. The nights come
// from one set query on the night ranges' GiST indexes, not from hundreds of entities, and the number of queries a
// call makes does not grow with the window.

const db = useTestDatabase();
const http = useHttp(db);
const today = todayAtProperty();
const windowStart = addMonthsIso(firstOfMonthIso(today), -1);

beforeAll(async () => {
  const em = db.orm.em.fork();
  // 1,800 two-night stays, one every three days from some fourteen years back to a year ahead, one in ten cancelled
  // (a cancelled stay frees its nights).
  await em.execute(
    `insert into booking (id, reference, status, check_in, check_out, guests, pets, currency, total_cents, paid_cents,
       refunded_cents, source, created_at, updated_at)
     select gen_random_uuid(), 'H' || lpad(i::text, 11, '0'), case when i % 10 = 0 then 'cancelled' else 'confirmed' end,
       d, d + 2, 2, 0, 'USD', 136000, 136000, 0, 'direct', now(), now()
     from generate_series(0, 1799) as i, lateral (select ?::date - 5000 + i * 3 as d) as stay`,
    [today],
  );
  // 3,200 one-night owner and imported blocks: the night between two stays (a block may not take a stay's night), and
  // 1,400 nights before the first stay.
  await em.execute(
    `insert into calendar_block (start_date, end_date, source, created_at)
     select d, d + 1, (array['owner', 'airbnb', 'vrbo'])[1 + j % 3], now()
     from generate_series(0, 3199) as j,
       lateral (select case when j < 1800 then ?::date - 5000 + j * 3 + 2 else ?::date - 6400 + (j - 1800) end as d) as block`,
    [today, today],
  );
  await em.execute('analyze booking, calendar_block');
});

/** The blocked nights of [start, end] worked out independently: every night of every live range, one by one. */
async function nightsBySeries(start: string, end: string): Promise<string[]> {
  const rows = await db.orm.em.fork().execute<{ night: string }[]>(
    `select distinct to_char(night, 'YYYY-MM-DD') as night from (
       select start_date as first, end_date as after from calendar_block
       union all select check_in, check_out from booking where status = 'confirmed') as ranges,
       generate_series(first, after - 1, interval '1 day') as night
     where night::date between ?::date and ?::date order by 1`,
    [start, end],
  );
  return rows.map((row) => row.night);
}

async function blockedNights(start: string, end: string): Promise<string[]> {
  const response = await fetch(`${http.baseUrl}/api/availability/merged?start=${start}&end=${end}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { availability: { blocked_dates: { date: string }[] } };
  return body.availability.blocked_dates.map((night) => night.date);
}

describe('availability over ten years of history', () => {
  it('answers a 6- and a 24-month window with exactly the nights the stays and blocks hold', async () => {
    for (const months of [6, 24]) {
      const end = addMonthsIso(today, months);
      const nights = await blockedNights(windowStart, end);
      expect(nights).toEqual(await nightsBySeries(windowStart, end));
      // The window holds past and coming nights, and free ones (a cancelled stay's, those after the last stay).
      expect(nights.some((night) => night < today)).toBe(true);
      expect(nights.some((night) => night > addDaysIso(today, 30))).toBe(true);
      expect(nights.length).toBeLessThan(daysBetweenIso(windowStart, end));
    }
  });

  it('reads the overlapping ranges through their indexes, never by scanning the tables', async () => {
    const em = db.orm.em.fork();
    for (const end of [addMonthsIso(today, 6), addMonthsIso(today, 24)]) {
      const { sql, params } = blockingRangesQuery(windowStart, end, new Date());
      const plan = (await em.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, plan).not.toContain('Seq Scan on calendar_block');
      expect(plan, plan).not.toContain('Seq Scan on booking');
    }
  });

  it('makes as many queries for a 24-month window as for a one-month one', async () => {
    const connection = db.orm.em.getConnection();
    const queriesFor = async (end: string) => {
      const counted = vi.spyOn(connection, 'execute');
      try {
        await blockedNights(windowStart, end);
        // The rate limiter's shared counter writes when its batch is due, whatever the call: not the call's own queries.
        return counted.mock.calls.filter(([sql]) => !(typeof sql === 'string' && sql.includes('rate_limit'))).length;
      } finally {
        counted.mockRestore();
      }
    };
    const short = await queriesFor(addMonthsIso(windowStart, 1));
    const long = await queriesFor(addMonthsIso(today, 24));
    expect(short).toBeGreaterThan(0);
    expect(long).toBe(short);
    // The blocking ranges, the house, its pricing settings.
    expect(long).toBeLessThanOrEqual(3);
  });
});
