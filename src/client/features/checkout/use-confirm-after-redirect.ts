import { useEffect, useRef } from 'react';
import type { BookingAccess, GuestBooking } from '../../../shared/booking/checkout.schemas';
import { trpc } from '../../lib/trpc';
import { clearBookingPath } from './checkout-storage';

/**
 * A wallet or bank that paid through a redirect lands here rather than on the
 * checkout page: ask the server once to check the payment with Stripe, so the
 * guest does not wait for the webhook. The page keeps polling either way.
 */
export function useConfirmAfterRedirect(access: BookingAccess, booking: GuestBooking | undefined, redirected: boolean) {
  const utils = trpc.useUtils();
  const confirm = trpc.booking.confirmPayment.useMutation({
    onSuccess: (confirmed) => utils.booking.view.setData(access, confirmed),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!redirected || asked.current || booking?.status !== 'hold') return;
    asked.current = true;
    clearBookingPath();
    confirm.mutate(access);
  }, [redirected, booking?.status, access, confirm]);
}
