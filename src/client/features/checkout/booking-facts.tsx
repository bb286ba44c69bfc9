import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import { displayTimeOfDay } from '../../../shared/lib/time-of-day';
import type { GuestBooking } from '../../../shared/booking/checkout.schemas';
import { formatDisplayDate, nightsLabel } from '../../lib/format';
import { PriceLines } from '../booking/public';
import { Fact } from './fact';
import * as styles from './checkout.css';

/** Dates with their times, who is coming, and the money: what was paid, what is still due. */
export function BookingFacts({ booking }: { booking: GuestBooking }) {
  const refunded = Number(booking.refunded) > 0;
  return (
    <>
      <section className={styles.panel} aria-labelledby="booking-stay-title">
        <h2 id="booking-stay-title" className={styles.sectionTitle}>
          Your stay
        </h2>
        <dl className={styles.facts}>
          <Fact term="Check-in">
            {formatDisplayDate(booking.checkIn)} from {displayTimeOfDay(booking.checkInTime)}
          </Fact>
          <Fact term="Check-out">
            {formatDisplayDate(booking.checkOut)} by {displayTimeOfDay(booking.checkOutTime)}
          </Fact>
          <Fact term="Nights">{nightsLabel(booking.nights)}</Fact>
          <Fact term="Guests">{booking.guests}</Fact>
          {booking.pets > 0 && <Fact term="Pets">{booking.pets}</Fact>}
          <Fact term="Booked by">{booking.guestName}</Fact>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="booking-payment-title">
        <h2 id="booking-payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        <dl className={styles.facts}>
          <Fact term="Total">{formatCurrencyDisplay(booking.total)}</Fact>
          <Fact term="Paid">{formatCurrencyDisplay(booking.paid)}</Fact>
          {refunded && <Fact term="Refunded">{formatCurrencyDisplay(booking.refunded)}</Fact>}
          <Fact term="Balance due">{formatCurrencyDisplay(booking.due)}</Fact>
        </dl>
        {booking.paymentMode === 'demo' && <p className={styles.muted}>Paid in demo payment mode: no card was charged.</p>}
        <h3 className={styles.problemTitle}>Price details</h3>
        <PriceLines lines={booking.breakdown} total={booking.total} />
      </section>
    </>
  );
}
