import type { EntityManager } from '@mikro-orm/postgresql';

// STUB (helper D replaces): coupon lookup and redemption.

/**
 * Counts one use of a coupon when a booking is confirmed, atomically against
 * its limit. Returns false when the coupon is unknown, inactive or used up.
 */
export async function redeemCoupon(_em: EntityManager, _code: string): Promise<boolean> {
  return true;
}
