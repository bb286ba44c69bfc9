import { formatDisplayDate } from '../../lib/format';

/** 'Jun 05 – Jun 09, 2027': the arrival day and the departure morning. */
export function displayStay(checkIn: string, checkOut: string): string {
  return `${formatDisplayDate(checkIn, 'MMM dd')} – ${formatDisplayDate(checkOut)}`;
}

export const petsLabel = (pets: number) => `${pets} pet${pets === 1 ? '' : 's'}`;


export const STATUS_LABELS = { confirmed: 'Confirmed', hold: 'Hold', expired: 'Expired', cancelled: 'Cancelled' } as const;
