import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReturningGuest } from '../../../shared/booking/returning-guest.schemas';

/** At most this many guests are offered: the owner types more to narrow them. */
const RETURNING_GUESTS_SHOWN = 8;

/** `%` and `_` typed by the owner are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Guests of earlier confirmed or cancelled bookings whose name or e-mail holds `query` (any case), one per
 * address with the name and phone of their latest booking, the most recent guests first. Abandoned checkouts
 * (holds and expired holds) are left out: those people never booked.
 */
export async function findReturningGuests(em: EntityManager, query: string): Promise<ReturningGuest[]> {
  const pattern = `%${likeLiteral(query.toLowerCase())}%`;
  const rows = await em.execute<{ name: string; email: string; phone: string | null; bookings: number; last_check_in: string }[]>(
    `select name, email, phone, bookings, last_check_in from (
       select distinct on (lower(guest_email)) guest_name as name, guest_email as email, guest_phone as phone,
              count(*) over (partition by lower(guest_email))::int as bookings,
              check_in::text as last_check_in
       from booking
       where status in ('confirmed', 'cancelled') and guest_email is not null and guest_name is not null
         and lower(guest_email) in (
           select lower(guest_email) from booking
           where status in ('confirmed', 'cancelled') and (lower(guest_name) like ? or lower(guest_email) like ?)
         )
       order by lower(guest_email), check_in desc, created_at desc
     ) latest
     order by last_check_in desc
     limit ?`,
    [pattern, pattern, RETURNING_GUESTS_SHOWN],
  );
  return rows.map((row) => ({ name: row.name, email: row.email, phone: row.phone, bookings: row.bookings, lastCheckIn: row.last_check_in }));
}
