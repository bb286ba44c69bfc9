import type { EntityManager } from '@mikro-orm/postgresql';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { averageDailyRateCents, averageOf, occupancyPercent, revparCents } from '../../../shared/reports/report-metrics';
import type { ReportInput, ReportLine, ReportSummary } from '../../../shared/reports/reports.schemas';

/** One month's sums as PostgreSQL adds them up; every derived figure is made from these. */
interface MonthSums {
  month: string;
  from: string;
  to: string;
  nights_in_range: number;
  booked: number;
  imported: number;
  owner: number;
  direct_nights: number;
  manual_nights: number;
  airbnb: number;
  vrbo: number;
  booking_com: number;
  other_imported: number;
  rent: number;
  fees: number;
  discounts: number;
  refunds: number;
  taxes: number;
  room_revenue: number;
  bookings: number;
  direct_bookings: number;
  manual_bookings: number;
  stay_nights: number;
  lead_days: number;
}

// Everything is summed in PostgreSQL: one row per month comes back, never the bookings. The report is made of the
// parts below; the dashboard asks for one part at a time (its revenue, its occupancy), computed by the same SQL.
// The range and its months: [d_from, d_to], both included, cut at each Honolulu month.
const RANGE_CTES = `
params as (select ?::date as d_from, ?::date as d_to),
months as (
  select m::date as m_start, greatest(m::date, d_from) as p_from, least((m + interval '1 month')::date, d_to + 1) as p_end
  from params, generate_series(date_trunc('month', d_from), d_to, interval '1 month') as m
)`;

// Money: each paid stay's amounts are split over its nights; the cumulative floor
// (floor(x·k1/n) − floor(x·k0/n)) keeps the months' cents adding up to the stay's. `stays` is materialized so each
// stay's quote is read once, not once per use of the amounts taken from it (a third of the money part's time).
const MONEY_CTES = `
stays as materialized (
  select b.status, b.source, b.check_in, b.check_out, (b.check_out - b.check_in) as n,
    coalesce(round((b.quote->>'base_price')::numeric * 100), b.total_cents) as rent,
    coalesce(-round((b.quote->>'discount')::numeric * 100), 0) as discount,
    coalesce((select sum(round((line->>'amount')::numeric * 100)) from jsonb_array_elements(b.quote->'breakdown') as line where line->>'kind' = 'tax'), 0) as tax,
    b.total_cents, b.refunded_cents
  from booking b, params
  where b.check_in <= d_to and b.check_out > d_from
    and (b.status = 'confirmed' or (b.status = 'cancelled' and b.paid_cents > 0))
),
pieces as (
  select months.m_start, s.*,
    greatest(s.check_in, months.p_from) - s.check_in as k0,
    least(s.check_out, months.p_end) - s.check_in as k1
  from stays s join months on s.check_in < months.p_end and s.check_out > months.p_from
),
money as (
  select m_start,
    sum(floor(rent * k1 / n) - floor(rent * k0 / n)) as rent,
    sum(floor((total_cents - rent + discount - tax) * k1 / n) - floor((total_cents - rent + discount - tax) * k0 / n)) as fees,
    sum(floor(discount * k1 / n) - floor(discount * k0 / n)) as discounts,
    sum(floor(refunded_cents * k1 / n) - floor(refunded_cents * k0 / n)) as refunds,
    sum(floor(tax * k1 / n) - floor(tax * k0 / n)) as taxes,
    sum(floor((rent - discount) * k1 / n) - floor((rent - discount) * k0 / n)) filter (where status = 'confirmed') as room_revenue
  from pieces group by m_start
)`;

// Nights: each night of the range takes one state, booked > imported > owner-blocked.
const NIGHT_CTES = `
claims as (
  select g::date as night, 1 as rank, b.source as kind
  from booking b, params, generate_series(greatest(b.check_in, d_from), least(b.check_out, d_to + 1) - 1, interval '1 day') as g
  where b.status = 'confirmed' and b.check_in <= d_to and b.check_out > d_from
  union all
  select g::date, case when cb.source = 'owner' then 3 else 2 end,
    case
      when cb.source = 'owner' then 'owner'
      when cb.source in ('airbnb', 'vrbo') then cb.source
      when cb.source = 'booking' then 'booking_com'
      when coalesce(f.name, '') || ' ' || coalesce(f.url, '') ilike '%airbnb%' then 'airbnb'
      when coalesce(f.name, '') || ' ' || coalesce(f.url, '') ~* 'vrbo|homeaway' then 'vrbo'
      when coalesce(f.name, '') || ' ' || coalesce(f.url, '') ilike '%booking%' then 'booking_com'
      else 'other'
    end
  from calendar_block cb
  left join calendar_feed f on cb.source = 'feed:' || f.id
  cross join params
  cross join generate_series(greatest(cb.start_date, d_from), least(cb.end_date, d_to + 1) - 1, interval '1 day') as g
  where cb.start_date <= d_to and cb.end_date > d_from
),
nights as (
  select distinct on (night) night, rank, kind from claims order by night, rank, kind
),
night_counts as (
  select months.m_start,
    count(*) filter (where rank = 1) as booked,
    count(*) filter (where rank = 2) as imported,
    count(*) filter (where rank = 3) as owner,
    count(*) filter (where kind = 'direct') as direct_nights,
    count(*) filter (where kind = 'manual') as manual_nights,
    count(*) filter (where rank = 2 and kind = 'airbnb') as airbnb,
    count(*) filter (where rank = 2 and kind = 'vrbo') as vrbo,
    count(*) filter (where rank = 2 and kind = 'booking_com') as booking_com,
    count(*) filter (where rank = 2 and kind = 'other') as other_imported
  from nights join months on nights.night >= months.p_from and nights.night < months.p_end
  group by months.m_start
)`;

const ARRIVAL_CTES = `
arrivals as (
  select months.m_start,
    count(*) as bookings,
    count(*) filter (where b.source = 'direct') as direct_bookings,
    count(*) filter (where b.source = 'manual') as manual_bookings,
    sum(b.check_out - b.check_in) as stay_nights,
    sum(b.check_in - (b.created_at at time zone '${PROPERTY_TIME_ZONE}')::date) as lead_days
  from booking b join months on b.check_in >= months.p_from and b.check_in < months.p_end
  where b.status = 'confirmed'
  group by months.m_start
)`;

const REPORT_SQL = `with ${RANGE_CTES}, ${MONEY_CTES}, ${NIGHT_CTES}, ${ARRIVAL_CTES}
select to_char(months.m_start, 'YYYY-MM') as month, to_char(months.p_from, 'YYYY-MM-DD') as "from",
  to_char(months.p_end - 1, 'YYYY-MM-DD') as "to", (months.p_end - months.p_from)::int as nights_in_range,
  coalesce(nc.booked, 0)::int as booked, coalesce(nc.imported, 0)::int as imported, coalesce(nc.owner, 0)::int as owner,
  coalesce(nc.direct_nights, 0)::int as direct_nights, coalesce(nc.manual_nights, 0)::int as manual_nights,
  coalesce(nc.airbnb, 0)::int as airbnb, coalesce(nc.vrbo, 0)::int as vrbo, coalesce(nc.booking_com, 0)::int as booking_com,
  coalesce(nc.other_imported, 0)::int as other_imported,
  coalesce(mo.rent, 0)::bigint as rent, coalesce(mo.fees, 0)::bigint as fees, coalesce(mo.discounts, 0)::bigint as discounts,
  coalesce(mo.refunds, 0)::bigint as refunds, coalesce(mo.taxes, 0)::bigint as taxes, coalesce(mo.room_revenue, 0)::bigint as room_revenue,
  coalesce(a.bookings, 0)::int as bookings, coalesce(a.direct_bookings, 0)::int as direct_bookings,
  coalesce(a.manual_bookings, 0)::int as manual_bookings, coalesce(a.stay_nights, 0)::int as stay_nights, coalesce(a.lead_days, 0)::int as lead_days
from months
left join night_counts nc on nc.m_start = months.m_start
left join money mo on mo.m_start = months.m_start
left join arrivals a on a.m_start = months.m_start
order by months.m_start`;

// The money part alone: each month's net revenue.
const REVENUE_SQL = `with ${RANGE_CTES}, ${MONEY_CTES}
select to_char(months.m_start, 'YYYY-MM') as month, coalesce(mo.rent, 0)::bigint as rent, coalesce(mo.fees, 0)::bigint as fees,
  coalesce(mo.discounts, 0)::bigint as discounts, coalesce(mo.refunds, 0)::bigint as refunds
from months left join money mo on mo.m_start = months.m_start
order by months.m_start`;

// The nights part alone, over the whole range.
const OCCUPANCY_SQL = `with ${RANGE_CTES}, ${NIGHT_CTES}
select (select d_to - d_from + 1 from params)::int as nights_in_range, coalesce(sum(booked), 0)::int as booked,
  coalesce(sum(imported), 0)::int as imported, coalesce(sum(owner), 0)::int as owner
from night_counts`;

type Sums = Omit<MonthSums, 'month' | 'from' | 'to'>;
type MoneySums = Pick<Sums, 'rent' | 'fees' | 'discounts' | 'refunds'>;
type NightSums = Pick<Sums, 'nights_in_range' | 'booked' | 'imported' | 'owner'>;

/** The named sums of a row, as numbers (PostgreSQL sends bigint and numeric as text). */
function numbersOf<K extends keyof Sums>(row: Record<K, unknown>, keys: readonly K[]): Pick<Sums, K> {
  return Object.fromEntries(keys.map((key) => [key, Number(row[key])])) as Pick<Sums, K>;
}

const netRevenueOf = (sums: MoneySums) => sums.rent + sums.fees - sums.discounts - sums.refunds;

/** The nights figures of a line: an owner-blocked night is not for rent, so not available. */
function nightFigures(sums: NightSums) {
  const available = sums.nights_in_range - sums.owner;
  return {
    nightsInRange: sums.nights_in_range,
    nightsAvailable: available,
    nightsBooked: sums.booked,
    nightsImported: sums.imported,
    nightsOwnerBlocked: sums.owner,
    occupancyPercent: occupancyPercent(sums.booked + sums.imported, available),
  };
}

const SUM_KEYS = [
  'nights_in_range', 'booked', 'imported', 'owner', 'direct_nights', 'manual_nights', 'airbnb', 'vrbo', 'booking_com',
  'other_imported', 'rent', 'fees', 'discounts', 'refunds', 'taxes', 'room_revenue', 'bookings', 'direct_bookings',
  'manual_bookings', 'stay_nights', 'lead_days',
] as const satisfies readonly (keyof Sums)[];

/** A report line from its sums: the derived figures come from the shared pure functions only. */
function toLine(sums: Sums, from: string, to: string): ReportLine {
  const nights = nightFigures(sums);
  const available = nights.nightsAvailable;
  return {
    from,
    to,
    ...nights,
    adrCents: averageDailyRateCents(sums.room_revenue, sums.booked),
    revparCents: revparCents(sums.room_revenue, available),
    grossRentCents: sums.rent,
    feesCents: sums.fees,
    discountsCents: sums.discounts,
    refundsCents: sums.refunds,
    netRevenueCents: netRevenueOf(sums),
    taxesCents: sums.taxes,
    bookings: sums.bookings,
    averageStayNights: averageOf(sums.stay_nights, sums.bookings),
    averageLeadDays: averageOf(sums.lead_days, sums.bookings),
    sources: {
      directBookings: sums.direct_bookings,
      directNights: sums.direct_nights,
      manualBookings: sums.manual_bookings,
      manualNights: sums.manual_nights,
      airbnbNights: sums.airbnb,
      vrboNights: sums.vrbo,
      bookingComNights: sums.booking_com,
      otherImportedNights: sums.other_imported,
    },
  };
}

/** The report for [from, to] (both included), one line per Honolulu month and the range's totals. */
export async function reportSummary(em: EntityManager, input: ReportInput): Promise<ReportSummary> {
  const rows = await em.execute<MonthSums[]>(REPORT_SQL, [input.from, input.to]);
  const months = rows.map((row) => {
    const sums = numbersOf(row, SUM_KEYS);
    return { sums, month: row.month, from: row.from, to: row.to };
  });
  const totals = Object.fromEntries(SUM_KEYS.map((key) => [key, months.reduce((sum, month) => sum + month.sums[key], 0)])) as Sums;
  return {
    from: input.from,
    to: input.to,
    months: months.map(({ sums, month, from, to }) => ({ month, ...toLine(sums, from, to) })),
    totals: toLine(totals, input.from, input.to),
  };
}

/** The report's net revenue for each month of [from, to] (its money part alone, for the dashboard), and their total. */
export async function netRevenueByMonth(em: EntityManager, input: ReportInput): Promise<{ months: { month: string; netRevenueCents: number }[]; totalCents: number }> {
  const rows = await em.execute<(MoneySums & { month: string })[]>(REVENUE_SQL, [input.from, input.to]);
  const months = rows.map((row) => ({
    month: row.month,
    netRevenueCents: netRevenueOf(numbersOf(row, ['rent', 'fees', 'discounts', 'refunds'])),
  }));
  return { months, totalCents: months.reduce((sum, month) => sum + month.netRevenueCents, 0) };
}

/** The report's nights figures for [from, to] as a whole (its nights part alone, for the dashboard). */
export async function occupancyOver(em: EntityManager, input: ReportInput): Promise<ReturnType<typeof nightFigures>> {
  const [row] = await em.execute<NightSums[]>(OCCUPANCY_SQL, [input.from, input.to]);
  return nightFigures(numbersOf(row!, ['nights_in_range', 'booked', 'imported', 'owner']));
}
