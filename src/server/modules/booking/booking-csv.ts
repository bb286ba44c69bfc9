import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';
import { centsToDecimal, type Cents } from '../../../shared/lib/money';
import { csvDocument, csvNumber, type CsvValue } from '../../lib/csv';

/** Money in the CSV is in dollars, as a spreadsheet expects. */
const dollars = (cents: Cents) => csvNumber(centsToDecimal(cents));

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
  { label: 'Total', value: (b) => dollars(b.totalCents) },
  { label: 'Paid', value: (b) => dollars(b.paidCents) },
  { label: 'Refunded', value: (b) => dollars(b.refundedCents) },
  { label: 'Created at', value: (b) => b.createdAt },
];

/** The owner's filtered bookings as a spreadsheet: one header row, one row per booking, CRLF line ends. */
export function bookingsCsv(bookings: CsvBooking[]): string {
  return csvDocument([COLUMNS.map((column) => column.label), ...bookings.map((booking) => COLUMNS.map((column) => column.value(booking)))]);
}
