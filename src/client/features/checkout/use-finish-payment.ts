import { useLocation } from 'wouter';
import type { BookingAccess, GuestBooking } from '../../../shared/booking/checkout.schemas';
import { guestBookingUrl } from '../../../shared/booking/guest-booking-link';
import { trpc } from '../../lib/trpc';
import { clearBookingPath } from './checkout-storage';

/** After a payment went through: the booking page opens with what the server answered, and the path is cleared. */
export function useFinishPayment(access: BookingAccess) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  return (booking: GuestBooking) => {
    utils.booking.view.setData(access, booking);
    clearBookingPath();
    navigate(guestBookingUrl(access));
  };
}
