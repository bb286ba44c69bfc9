import type { BookingListFilter } from '../../../shared/booking/booking-admin.schemas';
import { trpc } from '../../lib/trpc';

export function useBookingList(filter: BookingListFilter, page: number) {
  return trpc.admin.bookings.list.useQuery({ filter, page }, { placeholderData: (previous) => previous });
}

export function useAdminBooking(reference: string | null) {
  return trpc.admin.bookings.get.useQuery({ reference: reference ?? '' }, { enabled: reference !== null });
}

/** A cancellation changes the lists, the booking itself and the nights that are free. */
export function useCancelBooking() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.cancel.useMutation({
    onSuccess: async (booking) => {
      utils.admin.bookings.get.setData({ reference: booking.reference }, booking);
      await Promise.all([utils.admin.bookings.list.invalidate(), utils.availability.invalidate()]);
    },
  });
}

export function useBlackouts() {
  return trpc.admin.bookings.blackouts.list.useQuery();
}

export function useAddBlackout() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.blackouts.add.useMutation({
    onSuccess: () => Promise.all([utils.admin.bookings.blackouts.list.invalidate(), utils.availability.invalidate()]),
  });
}

export function useRemoveBlackout() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.blackouts.remove.useMutation({
    onSuccess: () => Promise.all([utils.admin.bookings.blackouts.list.invalidate(), utils.availability.invalidate()]),
  });
}
