import type { EntityManager } from '@mikro-orm/postgresql';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import type { BookedFigures, OnTheBooks, OnTheBooksInput } from '../../../shared/reports/reports.schemas';

interface Row {
  idx: number;
  month: string;
  last_year_month: string;
  last_year_as_of: string;
  nights: number;
  revenue: string;
  ly_nights: number;
  ly_revenue: string;
}

// One statement for both points in time: 'now' is the date asked about, 'last' the same date a year
// earlier, each with its own twelve months. A stay was on the books at a point when it had been confirmed
// (or, for rows without confirmed_at, made) on or before that Honolulu day and was not cancelled by its
// end; a cancelled stay that never was confirmed (a late payment refunded) never was on the books.
// Revenue is the price without taxes, split over the nights with the month report's cumulative floor.
const ON_THE_BOOKS_SQL = `
with params as (select ?::date as as_of, ?::text as tz),
points as (
  select 'now' as side, as_of as point, date_trunc('month', as_of)::date as first_month from params
  union all
  select 'last', (as_of - interval '1 year')::date, date_trunc('month', as_of - interval '1 year')::date from params
),
months as (
  select p.side, p.point, (extract(year from age(m, p.first_month)) * 12 + extract(month from age(m, p.first_month)))::int as idx,
    m::date as m_start, (m + interval '1 month')::date as m_end
  from points p, generate_series(p.first_month, p.first_month + interval '11 months', interval '1 month') as m
),
stays as (
  select p.side, b.check_in, b.check_out, (b.check_out - b.check_in) as n,
    b.total_cents - coalesce((select sum(round((line->>'amount')::numeric * 100)) from jsonb_array_elements(b.quote->'breakdown') as line where line->>'kind' = 'tax'), 0) as revenue
  from booking b
  join points p on b.check_in < (p.first_month + interval '12 months')::date and b.check_out > p.first_month
  cross join params
  where (coalesce(b.confirmed_at, b.created_at) at time zone params.tz)::date <= p.point
    and (b.status = 'confirmed'
      or (b.status = 'cancelled' and b.confirmed_at is not null and (coalesce(b.cancelled_at, b.updated_at) at time zone params.tz)::date > p.point))
),
sums as (
  select m.side, m.idx, sum(least(s.check_out, m.m_end) - greatest(s.check_in, m.m_start)) as nights,
    sum(floor(s.revenue * (least(s.check_out, m.m_end) - s.check_in) / s.n) - floor(s.revenue * (greatest(s.check_in, m.m_start) - s.check_in) / s.n)) as revenue
  from stays s join months m on m.side = s.side and s.check_in < m.m_end and s.check_out > m.m_start
  group by m.side, m.idx
)
select n.idx, to_char(n.m_start, 'YYYY-MM') as month, to_char(l.m_start, 'YYYY-MM') as last_year_month, to_char(l.point, 'YYYY-MM-DD') as last_year_as_of,
  coalesce(sn.nights, 0)::int as nights, coalesce(sn.revenue, 0)::bigint as revenue,
  coalesce(sl.nights, 0)::int as ly_nights, coalesce(sl.revenue, 0)::bigint as ly_revenue
from months n
join months l on l.side = 'last' and l.idx = n.idx
left join sums sn on sn.side = 'now' and sn.idx = n.idx
left join sums sl on sl.side = 'last' and sl.idx = n.idx
where n.side = 'now'
order by n.idx`;

const add = (a: BookedFigures, b: BookedFigures): BookedFigures => ({ nights: a.nights + b.nights, revenueCents: a.revenueCents + b.revenueCents });
const NONE: BookedFigures = { nights: 0, revenueCents: 0 };

/** For this month and the eleven after it: what is on the books as of `asOf`, beside the same months a year earlier as they stood a year before. */
export async function onTheBooks(em: EntityManager, input: OnTheBooksInput): Promise<OnTheBooks> {
  const rows = await em.execute<Row[]>(ON_THE_BOOKS_SQL, [input.asOf, PROPERTY_TIME_ZONE]);
  const months = rows.map((row) => ({
    month: row.month,
    lastYearMonth: row.last_year_month,
    now: { nights: Number(row.nights), revenueCents: Number(row.revenue) },
    lastYear: { nights: Number(row.ly_nights), revenueCents: Number(row.ly_revenue) },
  }));
  return {
    asOf: input.asOf,
    lastYearAsOf: rows[0]?.last_year_as_of ?? input.asOf,
    months,
    totals: {
      now: months.reduce((sum, month) => add(sum, month.now), NONE),
      lastYear: months.reduce((sum, month) => add(sum, month.lastYear), NONE),
    },
  };
}
