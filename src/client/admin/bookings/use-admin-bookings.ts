import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import type { BookingListFilter, BookingSortColumn } from '../../../shared/booking/booking-admin.schemas';
import { trpc } from '../../lib/trpc';
import type { TableSort } from '../../ui/data-table';

/** The screen's search and filters, as the list and the CSV export take them (empty means no filter). */
export interface BookingFilters {
  search: string;
  status: '' | 'hold' | 'confirmed' | 'cancelled' | 'expired';
  stayFrom: string;
  stayTo: string;
}

export const NO_FILTERS: BookingFilters = { search: '', status: '', stayFrom: '', stayTo: '' };

/** Only the filters that are set, so the query key and the export address stay short. */
export function setFilters(filters: BookingFilters): Partial<Omit<BookingFilters, 'status'>> & { status?: Exclude<BookingFilters['status'], ''> } {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.stayFrom ? { stayFrom: filters.stayFrom } : {}),
    ...(filters.stayTo ? { stayTo: filters.stayTo } : {}),
  };
}

/** GET /api/admin/bookings.csv with the tab and filters on screen. */
export function bookingsCsvHref(filter: BookingListFilter, filters: BookingFilters): string {
  return `/api/admin/bookings.csv?${new URLSearchParams({ filter, ...setFilters(filters) }).toString()}`;
}

/** The column the owner sorted by; none means the server's default, newest first. */
export type BookingSort = TableSort<BookingSortColumn>;

export function useBookingList(filter: BookingListFilter, page: number, filters: BookingFilters = NO_FILTERS, sort: BookingSort | null = null) {
  const order = sort ? { sort: sort.column, direction: sort.direction } : {};
  return trpc.admin.bookings.list.useQuery({ filter, page, ...setFilters(filters), ...order }, { placeholderData: (previous) => previous });
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

/** The guest's confirmation e-mail again; the booking comes back with its timeline. */
export function useResendConfirmation() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.resendConfirmation.useMutation({
    onSuccess: (booking) => utils.admin.bookings.get.setData({ reference: booking.reference }, booking),
  });
}

/** Part of the payment back; the lists show the refunded amount. */
export function usePartialRefund() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.refund.useMutation({
    onSuccess: async (booking) => {
      utils.admin.bookings.get.setData({ reference: booking.reference }, booking);
      await utils.admin.bookings.list.invalidate();
    },
  });
}

/** Money recorded by hand changes the booking, the lists, the dashboard's alerts and the reports at once. */
function useLedgerChange() {
  const utils = trpc.useUtils();
  return async (booking: AdminBooking) => {
    utils.admin.bookings.get.setData({ reference: booking.reference }, booking);
    await Promise.all([utils.admin.bookings.list.invalidate(), utils.admin.dashboard.invalidate(), utils.admin.reports.invalidate(), utils.admin.taxReport.invalidate()]);
  };
}

export function useRecordPayment() {
  const onSuccess = useLedgerChange();
  return trpc.admin.bookings.recordPayment.useMutation({ onSuccess });
}

export function useVoidPayment() {
  const onSuccess = useLedgerChange();
  return trpc.admin.bookings.voidPayment.useMutation({ onSuccess });
}

/** The engine's price for the typed stay beside the booking's total, while the owner edits it. */
export function useBookingChangeQuote(reference: string, stay: { start: string; end: string; guests: number; pets: number } | null) {
  return trpc.admin.bookings.quoteChange.useQuery({ reference, ...(stay ?? { start: '', end: '', guests: 1, pets: 0 }) }, { enabled: stay !== null, retry: false });
}

/** A change moves nights and money: the booking, the lists, the calendar, the dashboard and the reports refetch. */
export function useChangeBooking() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.change.useMutation({
    onSuccess: async (booking) => {
      utils.admin.bookings.get.setData({ reference: booking.reference }, booking);
      await Promise.all([
        utils.admin.bookings.list.invalidate(),
        utils.availability.invalidate(),
        utils.admin.calendar.invalidate(),
        utils.admin.dashboard.invalidate(),
        utils.admin.reports.invalidate(),
        utils.admin.taxReport.invalidate(),
      ]);
    },
  });
}
