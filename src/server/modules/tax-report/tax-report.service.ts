import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaxReport, TaxReportInput } from '../../../shared/tax-report/tax-report.schemas';
import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { buildTaxReport, MONTHS_PER_PERIOD, TAX_LINE_PATTERNS, type TaxLineRow, type TaxTotals } from './tax-report.logic';

/**
 * One booking's share of each filing period, worked out in PostgreSQL (only the bookings that touch the
 * year are read). Parameters, in order: year, year, months per period, basis, year, time zone, then the
 * GET and county patterns (see paramsOf).
 *
 * Entries: accrual counts a stay's price over its nights (a confirmed stay its total, a cancelled one what
 * was paid); cash counts an online payment on its Honolulu date and each payment recorded by hand on the
 * date it was received (recorded_payment, void ones left out); both count a refund recorded by hand on its
 * date, and each other refund, negative, on the
 * Honolulu date of its 'refunded' event in the booking's timeline (booking_event), and any refunded amount
 * without an event (refunds older than the timeline) on the cancellation date.
 * A stay's amount is split between periods by nights with cumulative rounding (each period gets
 * round(amount × nights so far / nights) minus what the earlier ones got), so the shares add up to the
 * amount exactly; each share is split into rent and fees, TAT, OTAT and GET in the booking's own
 * proportions the same way. Rounding is PostgreSQL's round(): half away from zero.
 */
const LINES_CTE = `
with params as (
  select make_date(?::int, 1, 1) as y0, make_date(?::int + 1, 1, 1) as y1, ?::int as months, ?::text as basis, ?::int as yr, ?::text as tz
),
b as (
  select bk.id, bk.reference, bk.guest_name, bk.status::text as status, bk.check_in, bk.check_out,
    bk.total_cents::bigint as total, bk.paid_cents::bigint as paid, bk.refunded_cents::bigint as refunded,
    (coalesce(bk.confirmed_at, bk.created_at) at time zone params.tz)::date as paid_on,
    (coalesce(bk.cancelled_at, bk.updated_at) at time zone params.tz)::date as refunded_on,
    (select coalesce(sum(ev.amount_cents), 0) from booking_event ev where ev.booking_id = bk.id and ev.kind = 'refunded' and ev.amount_cents > 0)::bigint as refunds_recorded,
    (select coalesce(sum(rp.amount_cents), 0) from recorded_payment rp where rp.booking_id = bk.id and rp.kind = 'payment' and rp.voided_at is null)::bigint as paid_by_hand,
    (select coalesce(sum(rp.amount_cents), 0) from recorded_payment rp where rp.booking_id = bk.id and rp.kind = 'refund' and rp.voided_at is null)::bigint as refunded_by_hand,
    tx.tat, tx.otat, tx.get, tx.all_taxes
  from booking bk
  cross join params
  cross join lateral (
    select
      coalesce(sum(t.cents) filter (where strpos(t.label, ?) > 0), 0)::bigint as get,
      coalesce(sum(t.cents) filter (where strpos(t.label, ?) = 0 and strpos(t.label, ?) > 0), 0)::bigint as otat,
      coalesce(sum(t.cents) filter (where strpos(t.label, ?) = 0 and strpos(t.label, ?) = 0), 0)::bigint as tat,
      coalesce(sum(t.cents), 0)::bigint as all_taxes
    from (
      select l->>'label' as label, (l->>'cents')::bigint as cents
        from jsonb_array_elements(coalesce(bk.pricing->'priced'->'taxLines', '[]'::jsonb)) as l
      union all
      select l->>'label', round((l->>'amount')::numeric * 100)::bigint
        from jsonb_array_elements(coalesce(bk.quote->'breakdown', '[]'::jsonb)) as l
        where bk.pricing is null and l->>'kind' = 'tax'
    ) as t
  ) as tx
  where bk.status in ('confirmed', 'cancelled')
    and ((bk.check_in < params.y1 and bk.check_out > params.y0)
      or (bk.confirmed_at >= params.y0 - 1 and bk.confirmed_at < params.y1 + 1)
      or (bk.refunded_cents > 0 and coalesce(bk.cancelled_at, bk.updated_at) >= params.y0 - 1 and coalesce(bk.cancelled_at, bk.updated_at) < params.y1 + 1)
      or (bk.confirmed_at is null and bk.created_at >= params.y0 - 1 and bk.created_at < params.y1 + 1)
      or exists (select 1 from booking_event ev where ev.booking_id = bk.id and ev.kind = 'refunded' and ev.created_at >= params.y0 - 1 and ev.created_at < params.y1 + 1)
      or exists (select 1 from recorded_payment rp where rp.booking_id = bk.id and rp.voided_at is null and rp.received_on >= params.y0 and rp.received_on < params.y1))
),
entries as (
  select b.*, 'stay'::text as entry, null::date as on_date, case when b.status = 'confirmed' then b.total else b.paid end as amount
    from b, params where params.basis = 'accrual' and (b.status = 'confirmed' or b.paid > 0)
  union all
  -- Online payments on the day they were made; money recorded by hand on the day it changed hands.
  select b.*, 'payment', b.paid_on, b.paid - b.paid_by_hand from b, params where params.basis = 'cash' and b.paid - b.paid_by_hand > 0
  union all
  select b.*, 'payment', rp.received_on, rp.amount_cents::bigint
    from b cross join params join recorded_payment rp on rp.booking_id = b.id and rp.kind = 'payment' and rp.voided_at is null
    where params.basis = 'cash'
  union all
  select b.*, 'refund', rp.received_on, -rp.amount_cents::bigint
    from b join recorded_payment rp on rp.booking_id = b.id and rp.kind = 'refund' and rp.voided_at is null
  union all
  select b.*, 'refund', (ev.created_at at time zone params.tz)::date, -ev.amount_cents::bigint
    from b cross join params join booking_event ev on ev.booking_id = b.id and ev.kind = 'refunded' and ev.amount_cents > 0
  union all
  -- Refunds made before the timeline existed have no event: the rest of refunded_cents, on the cancellation date.
  select b.*, 'refund', b.refunded_on, -(b.refunded - b.refunds_recorded - b.refunded_by_hand) from b where b.refunded > b.refunds_recorded + b.refunded_by_hand
),
stay_nights as (
  select e.id, extract(year from n)::int as yr, (extract(month from n)::int - 1) / params.months + 1 as period, count(*)::bigint as nights
    from entries e cross join params cross join lateral generate_series(e.check_in, e.check_out - 1, interval '1 day') as n
    where e.entry = 'stay'
    group by 1, 2, 3
),
shares as (
  select e.*, s.yr, s.period, s.nights,
    round(e.amount::numeric * sum(s.nights) over w / (e.check_out - e.check_in))
      - round(e.amount::numeric * (sum(s.nights) over w - s.nights) / (e.check_out - e.check_in)) as share
    from entries e join stay_nights s on s.id = e.id and e.entry = 'stay'
    window w as (partition by e.id order by s.yr, s.period)
  union all
  select e.*, extract(year from e.on_date)::int, (extract(month from e.on_date)::int - 1) / params.months + 1, 0::bigint, e.amount::numeric
    from entries e cross join params where e.entry <> 'stay'
),
lines as (
  select s.period, s.reference, s.guest_name, s.check_in, s.check_out, s.status, s.entry, s.on_date, s.nights::int as nights,
    s.share::bigint as amount, k.k1::bigint as base, (k.k2 - k.k1)::bigint as tat, (k.k3 - k.k2)::bigint as otat, (k.k4 - k.k3)::bigint as get
  from shares s
  cross join params
  cross join lateral (
    select
      sign(s.share) * round(abs(s.share) * (s.total - s.all_taxes) / t) as k1,
      sign(s.share) * round(abs(s.share) * (s.total - s.all_taxes + s.tat) / t) as k2,
      sign(s.share) * round(abs(s.share) * (s.total - s.all_taxes + s.tat + s.otat) / t) as k3,
      sign(s.share) * round(abs(s.share) * (s.total - s.all_taxes + s.tat + s.otat + s.get) / t) as k4
    from (select nullif(s.total, 0)::numeric as t) as total
  ) as k
  where s.yr = params.yr and s.share <> 0
)`;

function paramsOf(input: TaxReportInput): unknown[] {
  const { get, county } = TAX_LINE_PATTERNS;
  return [input.year, input.year, MONTHS_PER_PERIOD[input.period], input.basis, input.year, PROPERTY_TIME_ZONE, get, get, county, get, county];
}

interface LineSql {
  period: number;
  reference: string;
  guest_name: string | null;
  check_in: string;
  check_out: string;
  status: string;
  entry: TaxLineRow['entry'];
  on_date: string | null;
  nights: number;
  amount: string;
  base: string;
  tat: string;
  otat: string;
  get: string;
  period_base: string;
  period_tat: string;
  period_otat: string;
  period_get: string;
}

const cents = (value: string | number | null): number => Number(value ?? 0);

/** The Hawaii tax report for one year: the drill-down lines and their period totals from one SQL statement over the booking table. */
export async function taxReport(em: EntityManager, input: TaxReportInput): Promise<TaxReport> {
  const params = paramsOf(input);
  // One statement: the drill-down lines, each carrying its period's totals (summed by PostgreSQL).
  const lineRows = await em.execute<LineSql[]>(
    `${LINES_CTE} select period, reference, guest_name, check_in::text as check_in, check_out::text as check_out, status, entry,
      on_date::text as on_date, nights, amount, base, tat, otat, get,
      sum(base) over p as period_base, sum(tat) over p as period_tat, sum(otat) over p as period_otat, sum(get) over p as period_get
      from lines window p as (partition by period) order by period, check_in, reference, entry desc, on_date`,
    params,
    'all',
    em.getTransactionContext(),
  );
  const totals = new Map<number, TaxTotals>(
    lineRows.map((row) => [Number(row.period), { base: cents(row.period_base), tat: cents(row.period_tat), otat: cents(row.period_otat), get: cents(row.period_get) }]),
  );
  const lines: TaxLineRow[] = lineRows.map((row) => ({
    period: Number(row.period),
    reference: row.reference,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    status: row.status,
    entry: row.entry,
    date: row.on_date,
    nights: row.nights,
    amount: cents(row.amount),
    base: cents(row.base),
    tat: cents(row.tat),
    otat: cents(row.otat),
    get: cents(row.get),
  }));
  return buildTaxReport(input, totals, lines);
}
