import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import { csvDocument, csvNumber, type CsvValue } from '../../lib/csv';

export interface CsvBooking extends AdminBookingSummary {
  guestPhone: string | null;
}

const COLUMNS: { label: string; value: (booking: CsvBooking) => CsvValue }[] = [
  { label: 'Reference', value: (b) => b.reference },
  { label: 'Status', value: (b) => b.status },
  { label: 'Check-in', value: (b) => b.checkIn },
  { label: 'Check-out', value: (b) => b.checkOut },
  { label: 'Nights', value: (b) => b.nights },
  { label: 'Guests', value: (b) => b.guests },
  { label: 'Pets', value: (b) => b.pets },
  { label: 'Guest name', value: (b) => b.guestName },
  { label: 'Guest e-mail', value: (b) => b.guestEmail },
  { label: 'Guest phone', value: (b) => b.guestPhone },
  { label: 'Total', value: (b) => csvNumber(b.total) },
  { label: 'Paid', value: (b) => csvNumber(b.paid) },
  { label: 'Refunded', value: (b) => csvNumber(b.refunded) },
  { label: 'Created at', value: (b) => b.createdAt },
];

/** The owner's filtered bookings as a spreadsheet: one header row, one row per booking, CRLF line ends. */
export function bookingsCsv(bookings: CsvBooking[]): string {
  return csvDocument([COLUMNS.map((column) => column.label), ...bookings.map((booking) => COLUMNS.map((column) => column.value(booking)))]);
}
