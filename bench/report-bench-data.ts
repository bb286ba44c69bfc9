import pg from 'pg';

/**
 * Ten years of the house's history (up to `lastDay`, six months ahead in the bench: stays on the books) for the report bench, written straight in
 * SQL: 1,500 stays of two nights spread over the ten years (one in ten cancelled with half refunded,
 * one in five recorded by the owner) and 5,000 one-night calendar blocks
 * (owner, imported Airbnb and VRBO), ending on `lastDay`; each stay has its timeline (created, confirmed,
 * and refunded and cancelled for the cancelled ones), and each owner-recorded stay its payment recorded by hand,
 * so the tax report reads events and payments as it would after ten real years. Beside them the lists that grow with
 * the years (issue 23, flat with history): every stay's guest, 2,000 reviews, 50,000 e-mails in the outbox and 20,000 rows of the audit log.
 */
export async function fillTenYears(databaseUrl: string, lastDay: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into booking (id, reference, status, check_in, check_out, guests, pets, currency, total_cents, quote,
         paid_cents, refunded_cents, source, created_at, updated_at, cancelled_at, guest_name, guest_email, guest_phone)
       select gen_random_uuid(), 'KB-T' || lpad(i::text, 5, '0'),
         case when i % 10 = 0 then 'cancelled' else 'confirmed' end,
         d, d + 2, 2, 0, 'USD', 136000,
         jsonb_build_object('base_price', '1000.00', 'cleaningFee', '250.00', 'serviceFee', '0.00', 'taxes', '110.00',
           'discount', '0.00', 'total', '1360.00',
           'breakdown', jsonb_build_array(jsonb_build_object('label', 'Rent', 'amount', '1000.00'),
             jsonb_build_object('label', 'Hawaii taxes', 'amount', '110.00', 'kind', 'tax'))),
         136000, case when i % 10 = 0 then 68000 else 0 end,
         case when i % 5 = 0 then 'manual' else 'direct' end,
         (d - 40)::timestamptz, now(), case when i % 10 = 0 then (d - 10)::timestamptz end,
         'Guest ' || i, 'guest' || (i % 900) || '@example.com', '+1 808 555 ' || lpad((i % 10000)::text, 4, '0')
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
    await fillListsOfTheYears(client, lastDay);
  } finally {
    await client.end();
  }
}

/** 2,000 reviews over the ten years (nine in ten published, one in three answered), 50,000 e-mails (all sent but a few failing) and the audit log. */
async function fillListsOfTheYears(client: pg.Client, lastDay: string): Promise<void> {
  await client.query(
    `insert into review (guest_name, location, rating, review_date, trip_type, review_text, would_recommend, is_featured,
       verified_guest, source, is_published, created_at, host_response, host_response_at)
     select 'Reviewer ' || k, 'Honolulu, HI', 1 + (k * 7) % 5, d, 'family',
       'We loved waking up to the bay. Stay ' || k || ' was quiet, the lanai was perfect at sunrise.', k % 7 <> 0, false,
       k % 2 = 0, (array['direct', 'airbnb', 'vrbo', 'booking'])[1 + k % 4], k % 10 <> 0, d::timestamptz,
       case when k % 3 = 0 then 'Mahalo for staying with us!' end, case when k % 3 = 0 then d::timestamptz end
     from generate_series(0, 1999) as k, lateral (select $1::date - 3650 + (k * 73 / 40) as d) as written`,
    [lastDay],
  );
  await client.query(
    `insert into outbox_email (kind, "to", subject, text, html, status, attempts, last_error, next_attempt_at, sent_at, created_at)
     select (array['booking-confirmed', 'pre-arrival', 'contact-reply', 'booking-cancelled'])[1 + n % 4],
       'guest' || (n % 900) || '@example.com', 'Your stay at the Kaneohe Bay beach house',
       'Aloha, see you soon.', '<p>Aloha, see you soon.</p>',
       case when n % 2000 = 0 then 'pending' else 'sent' end, case when n % 2000 = 0 then 3 else 1 end,
       case when n % 2000 = 0 then 'Mailbox unavailable' end,
       case when n % 2000 = 0 then now() + interval '30 days' else at end,
       case when n % 2000 = 0 then null else at end, at
     from generate_series(0, 49999) as n, lateral (select ($1::date - 3650)::timestamptz + n * interval '105 minutes' as at) as queued`,
    [lastDay],
  );
  // Ten years of the owner's changes, a dozen rows per save (one save's rows share their time).
  await client.query(
    `insert into audit_log (at, actor_name, action, entity, entity_id, before, after)
     select ($1::date - 3650)::timestamptz + (n / 12) * interval '3 hours', 'Bench Owner', 'update', 'booking', 'KB-T' || lpad((n % 1500)::text, 5, '0'),
       jsonb_build_object('guests', 2), jsonb_build_object('guests', 3)
     from generate_series(0, 19999) as n`,
    [lastDay],
  );
  // As autovacuum leaves a table that has stood for years: its statistics and visibility map up to date.
  await client.query('vacuum analyze');
}
