import type { BookingRow } from './booking.entity';

/** How long a refund may keep its booking claimed: above the provider client's own timeouts and retries. */
export const REFUND_CLAIM_MS = 2 * 60_000;

export const REFUND_UNDER_WAY = 'Another refund of this booking is under way. Try again in a moment.';

/**
 * Whether a partial refund is with the payment provider right now (admin.bookings.refund claims the
 * booking for a lease instead of holding its row lock): no other refund may start until it is recorded.
 */
export function refundUnderWay(row: Pick<BookingRow, 'refundClaimedUntil'>, now: Date): boolean {
  return !!row.refundClaimedUntil && row.refundClaimedUntil.getTime() > now.getTime();
}
