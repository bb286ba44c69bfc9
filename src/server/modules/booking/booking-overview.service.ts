import type { EntityManager } from '@mikro-orm/postgresql';

// The owner's day-to-day questions about bookings (the dashboard asks them), each one statement.

/** A confirmed stay arriving or leaving on a day in the asked range. */
export interface StayMovement {
  kind: 'arrival' | 'departure';
  reference: string;
  guestName: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents: number;
  paidCents: number;
  source: 'direct' | 'manual';
}

// Arrivals and departures, each found through its own index of confirmed stays (by arrival, by departure), so the
// dashboard's week costs the same after ten years of stays.
const MOVEMENTS_SQL = `
select kind, reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
  guests, total_cents, paid_cents, source
from (
  select 'arrival' as kind, check_in as date, * from booking where status = 'confirmed' and check_in between ?::date and ?::date
  union all
  select 'departure', check_out, * from booking where status = 'confirmed' and check_out between ?::date and ?::date
) as movement
order by date, kind, check_in`;

/** Confirmed stays arriving or leaving from `from` to `to` (dates in Honolulu), by day, arrivals first. */
export async function stayMovements(em: EntityManager, from: string, to: string): Promise<StayMovement[]> {
  const rows = await em.execute<
    { kind: StayMovement['kind']; reference: string; guest_name: string | null; check_in: string; check_out: string; guests: number; total_cents: number; paid_cents: number; source: StayMovement['source'] }[]
  >(MOVEMENTS_SQL, [from, to, from, to]);
  return rows.map((row) => ({
    kind: row.kind,
    reference: row.reference,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guests: row.guests,
    totalCents: Number(row.total_cents),
    paidCents: Number(row.paid_cents),
    source: row.source,
  }));
}

/** Holds still holding their nights at `now`, the first to expire first. */
export async function liveHolds(
  em: EntityManager,
  now: Date,
): Promise<{ reference: string; guestName: string | null; checkIn: string; checkOut: string; totalCents: number; expiresAt: string }[]> {
  const rows = await em.execute<{ reference: string; guest_name: string | null; check_in: string; check_out: string; total_cents: number; hold_expires_at: string | Date }[]>(
    `select reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
       total_cents, hold_expires_at
     from booking where status = 'hold' and hold_expires_at > ? order by hold_expires_at`,
    [now],
  );
  return rows.map((row) => ({
    reference: row.reference,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    totalCents: Number(row.total_cents),
    expiresAt: new Date(row.hold_expires_at).toISOString(),
  }));
}

/** Confirmed stays not over by `today` with money still due, the soonest first (at most 20). */
export async function paymentsDue(em: EntityManager, today: string): Promise<{ reference: string; guestName: string | null; checkIn: string; dueCents: number }[]> {
  const rows = await em.execute<{ reference: string; guest_name: string | null; check_in: string; due_cents: number }[]>(
    `select reference, guest_name, to_char(check_in, 'YYYY-MM-DD') as check_in, total_cents - paid_cents as due_cents
     from booking where status = 'confirmed' and paid_cents < total_cents and check_out > ?::date
     order by check_in limit 20`,
    [today],
  );
  return rows.map((row) => ({ reference: row.reference, guestName: row.guest_name, checkIn: row.check_in, dueCents: Number(row.due_cents) }));
}

/**
 * Holds the server gave back since `since` because their payment failed or could not be opened (not a
 * guest's own replacement), at most 20.
 */
export async function holdsReleasedForPayment(em: EntityManager, since: Date): Promise<{ reference: string; guestName: string | null; checkIn: string }[]> {
  const rows = await em.execute<{ reference: string; guest_name: string | null; check_in: string }[]>(
    `select distinct on (b.id) b.reference, b.guest_name, to_char(b.check_in, 'YYYY-MM-DD') as check_in, e.created_at
     from booking_event e join booking b on b.id = e.booking_id
     where e.kind = 'released' and e.actor_kind = 'system' and e.created_at >= ? and b.status = 'expired' and b.payment_intent_id is not null
     order by b.id, e.created_at desc limit 20`,
    [since],
  );
  return rows.map((row) => ({ reference: row.reference, guestName: row.guest_name, checkIn: row.check_in }));
}
