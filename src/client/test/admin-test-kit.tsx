import type { ReactNode } from 'react';
import type { AdminBooking, AdminBookingSummary, BookingList } from '../../shared/booking/booking-admin.schemas';
import { renderWithTrpc, trpcError, type Handlers } from './trpc-harness';

/** A refusal from the stand-in server, thrown from a handler: an HTTP status, its sentence, messages per field. */
export function fail(status: number, message: string, fieldErrors?: Record<string, string[]>): never {
  throw trpcError(status, message, fieldErrors);
}

/** Renders admin UI over a stand-in tRPC server and records every call with its input. */
export function renderWithApi(ui: ReactNode, handlers: Handlers) {
  const view = renderWithTrpc(ui, handlers);
  return { ...view, calls: view.inputsOf };
}

/** A confirmed 4-night stay in June 2027 for two, paid in full online; tests give what they are about. */
export function bookingSummary(fields: Partial<AdminBookingSummary> & Pick<AdminBookingSummary, 'reference' | 'guestName'>): AdminBookingSummary {
  return {
    status: 'confirmed',
    checkIn: '2027-06-05',
    checkOut: '2027-06-09',
    nights: 4,
    guests: 2,
    pets: 0,
    guestEmail: null,
    totalCents: 200_000,
    paidCents: 200_000,
    refundedCents: 0,
    createdAt: '2027-01-10T20:00:00.000Z',
    source: 'direct',
    paymentMethod: null,
    ...fields,
  };
}

/** The booking's details dialog answer for `summary`, with nothing recorded beyond what tests give. */
export function bookingDetails(summary: AdminBookingSummary, fields: Partial<AdminBooking> = {}): AdminBooking {
  return {
    ...summary,
    currency: 'USD',
    guestPhone: null,
    arrivalTime: null,
    guestMessage: null,
    policiesAcceptedAt: null,
    couponCode: null,
    breakdown: [],
    paymentProvider: null,
    paymentIntentId: null,
    priceOverrideReason: null,
    holdExpiresAt: null,
    confirmedAt: summary.createdAt,
    cancelledAt: null,
    updatedAt: summary.createdAt,
    timeline: [],
    payments: [],
    ...fields,
  };
}

/** One page of the bookings list holding `items`. */
export const bookingList = (items: AdminBookingSummary[]): BookingList => ({ items, total: items.length, page: 1, pageSize: 25 });
