import type { AdminBookingSummary } from '../../../shared/booking/booking-admin.schemas';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. Text that
 * a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading apostrophe,
 * so a guest named "=HYPERLINK(…)" stays a name.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvBooking extends AdminBookingSummary {
  guestPhone: string | null;
}

const COLUMNS: { label: string; value: (booking: CsvBooking) => string | number | null }[] = [
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
  { label: 'Total', value: (b) => b.total },
  { label: 'Paid', value: (b) => b.paid },
  { label: 'Refunded', value: (b) => b.refunded },
  { label: 'Created at', value: (b) => b.createdAt },
];

/** The owner's filtered bookings as a spreadsheet: one header row, one row per booking, CRLF line ends. */
export function bookingsCsv(bookings: CsvBooking[]): string {
  const lines = [COLUMNS.map((column) => csvCell(column.label)), ...bookings.map((booking) => COLUMNS.map((column) => csvCell(column.value(booking))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
