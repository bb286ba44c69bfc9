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

export function useOwnerBlocks() {
  return trpc.admin.bookings.blocks.list.useQuery();
}

export function useAddOwnerBlock() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.blocks.add.useMutation({
    onSuccess: () => Promise.all([utils.admin.bookings.blocks.list.invalidate(), utils.availability.invalidate()]),
  });
}

export function useRemoveOwnerBlock() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.blocks.remove.useMutation({
    onSuccess: () => Promise.all([utils.admin.bookings.blocks.list.invalidate(), utils.availability.invalidate()]),
  });
}
