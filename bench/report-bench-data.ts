import pg from 'pg';

/**
 * Ten years of the house's history for the report bench, written straight in
 * SQL: 1,500 stays of two nights spread over the ten years (one in ten cancelled with half refunded,
 * one in five recorded by the owner) and 5,000 one-night calendar blocks
 * (owner, imported Airbnb and VRBO), ending on `lastDay`; each stay has its timeline (created, confirmed,
 * and refunded and cancelled for the cancelled ones), and each owner-recorded stay its payment recorded by hand,
 * so the tax report reads events and payments as it would after ten real years.
 */
export async function fillTenYears(databaseUrl: string, lastDay: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into booking (id, reference, status, check_in, check_out, guests, pets, currency, total_cents, quote,
         paid_cents, refunded_cents, source, created_at, updated_at, cancelled_at)
       select gen_random_uuid(), 'B' || lpad(i::text, 11, '0'),
         case when i % 10 = 0 then 'cancelled' else 'confirmed' end,
         d, d + 2, 2, 0, 'USD', 136000,
         jsonb_build_object('base_price', '1000.00', 'cleaningFee', '250.00', 'serviceFee', '0.00', 'taxes', '110.00',
           'discount', '0.00', 'total', '1360.00',
           'breakdown', jsonb_build_array(jsonb_build_object('label', 'Rent', 'amount', '1000.00'),
             jsonb_build_object('label', 'Hawaii taxes', 'amount', '110.00', 'kind', 'tax'))),
         136000, case when i % 10 = 0 then 68000 else 0 end,
         case when i % 5 = 0 then 'manual' else 'direct' end,
         (d - 40)::timestamptz, now(), case when i % 10 = 0 then (d - 10)::timestamptz end
       from generate_series(0, 1499) as i, lateral (select $1::date - 3650 + (i * 73 / 30) as d) as stay`,
      [lastDay],
    );
    await client.query(`update booking set confirmed_at = created_at where confirmed_at is null`);
    await client.query(
      `insert into booking_event (booking_id, kind, actor_kind, amount_cents, created_at)
       select id, kind, 'system', amount, at from booking, lateral (values
         ('created', null::int, created_at), ('confirmed', paid_cents, created_at), ('emails_queued', null::int, created_at),
         ('refunded', refunded_cents, cancelled_at), ('cancelled', null::int, cancelled_at)) as event(kind, amount, at)
       where at is not null`,
    );
    await client.query(
      `insert into recorded_payment (booking_id, kind, method, amount_cents, received_on, note, recorded_at)
       select id, 'payment', 'cash', paid_cents, created_at::date, 'Recorded with the booking', created_at from booking where source = 'manual'`,
    );
    await client.query(
      // The owner cannot block a night a stay holds (docs/decisions/001): such a night is Airbnb's instead.
      `insert into calendar_block (start_date, end_date, source, note, created_at)
       select d, d + 1,
         case when j % 3 = 0 and exists (select 1 from booking b where b.status in ('hold', 'confirmed') and b.check_in <= d and d < b.check_out)
           then 'airbnb' else (array['owner', 'airbnb', 'vrbo'])[1 + j % 3] end,
         null, now()
       from generate_series(0, 4999) as j, lateral (select $1::date - 3650 + (j * 73 / 100) as d) as block`,
      [lastDay],
    );
  } finally {
    await client.end();
  }
}
