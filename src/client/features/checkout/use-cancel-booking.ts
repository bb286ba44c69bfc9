import type { BookingAccess } from '../../../shared/booking/checkout.schemas';
import { trpc } from '../../lib/trpc';

/** Cancels under the cancellation policy; the page shows the cancelled booking the server answers with. */
export function useCancelBooking(access: BookingAccess, onCancelled: () => void) {
  const utils = trpc.useUtils();
  return trpc.booking.cancel.useMutation({
    onSuccess: (booking) => {
      utils.booking.view.setData(access, booking);
      onCancelled();
    },
  });
}
