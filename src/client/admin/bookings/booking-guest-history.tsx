import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { GuestHistoryButton } from '../kit/guest-history';
import * as styles from './admin-bookings.css';

/** The booking's guest, by the booking's e-mail address: their other stays, messages and confirmed chats. */
export function BookingGuestHistory({ booking }: { booking: AdminBooking }) {
  if (!booking.guestEmail) return null;
  return (
    <div className={styles.actions}>
      <GuestHistoryButton email={booking.guestEmail} name={booking.guestName ?? undefined} />
    </div>
  );
}
