import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Gives back the coupon uses of bookings that died unpaid (expired, released,
 * failed, or cancelled and refunded before confirmation). One statement: each
 * booking's flag is cleared by exactly one caller (the row lock decides), and
 * only that caller takes the use off the coupon, so no use is given back twice
 * however many processes sweep at once. It sweeps every such booking, not only
 * the caller's, so a crash between a status change and this call heals itself
 * at the next sweep. A confirmed booking (confirmed_at set) keeps its use even
 * if it is later cancelled, as a redeemed coupon always did.
 */
export async function releaseCouponReservations(em: EntityManager): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `with released as (
       update booking set coupon_reserved = false
       where coupon_reserved and status in ('expired', 'cancelled') and confirmed_at is null
       returning coupon_code
     ), uses as (
       select coupon_code, count(*)::int as n from released where coupon_code is not null group by coupon_code
     )
     update coupon set times_used = greatest(coupon.times_used - uses.n, 0) from uses where coupon.code = uses.coupon_code`,
    [],
    'run',
  );
  return result.affectedRows;
}

/**
 * Takes a use again for a booking being confirmed whose hold had given its
 * reservation back (paid after it ran out). False when the coupon is used up
 * or turned off by now: the caller must not grant the discount.
 */
export async function reReserveCoupon(em: EntityManager, bookingId: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `with taken as (
       update coupon set times_used = times_used + 1
       where code = (select coupon_code from booking where id = ?) and active and (max_uses is null or times_used < max_uses)
       returning code
     )
     update booking set coupon_reserved = true where id = ? and not coupon_reserved and coupon_code in (select code from taken)
     returning id`,
    [bookingId, bookingId],
    'all',
  );
  return rows.length === 1;
}
