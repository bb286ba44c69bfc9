import { formatUsd } from '../../../shared/lib/money';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import { amountRows, rowsText, stayRows, type ArrivalDetails, type BookingEmailStay } from './booking-emails';
import { longDate, plural } from './booking-emails-format';

/** A stay's values for the template variables (decision 049): plain text, escaped when rendered. */
export function bookingTemplateValues(stay: BookingEmailStay, arrival?: ArrivalDetails): Record<string, string> {
  const rows = stayRows(stay);
  return {
    site_name: stay.siteName,
    contact_email: stay.contactEmail,
    guest_name: stay.guestName,
    guest_email: stay.guestEmail,
    guest_phone: stay.guestPhone || 'not given',
    arrival_time: stay.arrivalTime ? displayTimeOfDay(stay.arrivalTime) : 'not given',
    guest_message: stay.guestMessage?.trim() ? stay.guestMessage : 'none',
    reference: stay.reference,
    check_in_date: longDate(stay.checkIn),
    check_out_date: longDate(stay.checkOut),
    check_in_time: displayTimeOfDay(stay.checkInTime),
    check_out_time: displayTimeOfDay(stay.checkOutTime),
    nights: plural(stay.nights, 'night'),
    guests: rows[4]![1],
    stay_details: rowsText(rows),
    payment_details: rowsText(amountRows(stay)),
    total: formatUsd(stay.totalCents),
    booking_link: stay.manageUrl,
    ...(arrival ? { address: arrival.address, check_in_instructions: arrival.checkInInstructions } : {}),
  };
}
