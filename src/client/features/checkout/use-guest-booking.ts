import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { trpc } from '../../lib/trpc';

/**
 * While a payment is being confirmed (a wallet redirect, a webhook on its way)
 * the page asks again this often: soon enough to feel live, slow enough to stay
 * well inside the booking calls' rate limit.
 */
const PENDING_REFETCH_MS = 4000;

/** The guest's booking behind the signed link; asked for again every few seconds while it is still a hold. */
export function useGuestBooking(access: BookingAccess) {
  return trpc.booking.view.useQuery(access, {
    refetchInterval: (query) => (query.state.data?.status === 'hold' ? PENDING_REFETCH_MS : false),
  });
}
