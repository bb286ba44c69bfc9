import { PROPERTY_TIME_ZONE } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { formatDisplayDate } from '../booking/booking-display';

/** 'Jun 05 – Jun 09, 2027': the arrival day and the departure morning. */
export function displayStay(checkIn: string, checkOut: string): string {
  return `${formatDisplayDate(checkIn, 'MMM dd')} – ${formatDisplayDate(checkOut)}`;
}

export const petsLabel = (pets: number) => `${pets} pet${pets === 1 ? '' : 's'}`;

/** A decimal dollar string from the server ("2730.38") as "$2,730.38"; a discount keeps its sign in front ("-$50.00"), where the guest pages' formatCurrencyDisplay shows it as sent. */
export function displayMoney(decimal: string): string {
  return formatUsd(Math.round(Number(decimal) * 100));
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: PROPERTY_TIME_ZONE });

/** An instant, shown at the house's clock (the owner runs a house in Hawaii). */
export function displayInstant(isoInstant: string | null, empty = '—'): string {
  return isoInstant ? `${dateTime.format(new Date(isoInstant))} HST` : empty;
}

export const STATUS_LABELS = { confirmed: 'Confirmed', hold: 'Hold', expired: 'Expired', cancelled: 'Cancelled' } as const;
