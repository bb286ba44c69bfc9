import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import { MANUAL_PAYMENT_LABELS } from '../../../shared/booking/manual-booking.schemas';
import { formatDisplayDate } from '../../lib/format';

/** 'Jun 05 – Jun 09, 2027': the arrival day and the departure morning. */
export function displayStay(checkIn: string, checkOut: string): string {
  return `${formatDisplayDate(checkIn, 'MMM dd')} – ${formatDisplayDate(checkOut)}`;
}

export const petsLabel = (pets: number) => `${pets} pet${pets === 1 ? '' : 's'}`;


export const STATUS_LABELS = { confirmed: 'Confirmed', hold: 'Hold', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** 'Manual · Cash' for a booking the owner recorded by hand; null for one made on the site. */
export function manualSourceLabel(booking: Pick<AdminBookingSummary, 'source' | 'paymentMethod'>): string | null {
  if (booking.source !== 'manual') return null;
  return booking.paymentMethod ? `Manual · ${MANUAL_PAYMENT_LABELS[booking.paymentMethod]}` : 'Manual';
}
