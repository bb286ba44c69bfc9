import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { formatCurrencyDisplay, mergeTaxLines } from '../../../shared/booking/booking-form.rules';
import type { GuestBooking } from '../../../shared/booking/checkout.schemas';
import { formatDisplayDate, nightsLabel } from '../booking/booking-display';
import { PriceLines } from '../booking/price-lines';
import * as styles from './checkout.css';

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/i;

/** "15:00" or "3:00 PM" as "3:00 PM"; any other wording of the owner's is shown as written. */
export function displayTime(text: string): string {
  const match = TIME.exec(text.trim());
  if (!match) return text;
  let hours = Number(match[1]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === 'AM' && hours === 12) hours = 0;
  if (meridiem === 'PM' && hours !== 12) hours += 12;
  if (hours > 23 || Number(match[2]) > 59) return text;
  return format(new Date(2000, 0, 1, hours, Number(match[2])), 'h:mm a');
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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
            {formatDisplayDate(booking.checkIn)} from {displayTime(booking.checkInTime)}
          </Fact>
          <Fact term="Check-out">
            {formatDisplayDate(booking.checkOut)} by {displayTime(booking.checkOutTime)}
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
        <PriceLines lines={mergeTaxLines(booking.breakdown)} total={booking.total} />
      </section>
    </>
  );
}
