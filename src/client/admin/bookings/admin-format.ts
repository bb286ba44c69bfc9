import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import { MANUAL_PAYMENT_LABELS } from '../../../shared/booking/manual-booking.schemas';
import { formatDayRange } from '../../../shared/lib/date-format';

/** 'Sat, Jun 5 – Wed, Jun 9, 2027': the arrival day and the departure morning, in the admin's one range format. */
export function displayStay(checkIn: string, checkOut: string): string {
  return formatDayRange(checkIn, checkOut);
}

export const petsLabel = (pets: number) => `${pets} pet${pets === 1 ? '' : 's'}`;


export const STATUS_LABELS = { confirmed: 'Confirmed', hold: 'Hold', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** 'Manual · Cash' for a booking the owner recorded by hand; null for one made on the site. */
export function manualSourceLabel(booking: Pick<AdminBookingSummary, 'source' | 'paymentMethod'>): string | null {
  if (booking.source !== 'manual') return null;
  return booking.paymentMethod ? `Manual · ${MANUAL_PAYMENT_LABELS[booking.paymentMethod]}` : 'Manual';
}
