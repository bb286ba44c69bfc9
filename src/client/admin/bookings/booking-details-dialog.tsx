import { useState, type ReactNode } from 'react';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { MANUAL_PAYMENT_LABELS } from '../../../shared/booking/manual-booking.schemas';
import { errorMessage, errorText } from '../../lib/errors';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import { useCan } from '../kit/use-can';
import { formatDay } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { dueCents } from '../../../shared/booking/recorded-payment.rules';
import { balanceAfter } from '../../../shared/booking/booking-change.rules';
import { displayInstant } from '../../lib/format';
import { petsLabel, STATUS_LABELS } from './admin-format';
import * as styles from './admin-bookings.css';
import { BookingGuestHistory } from './booking-guest-history';
import { BookingTimeline } from './booking-timeline';
import { RecordPayment } from './record-payment';
import { ChangeBooking } from './change-booking';
import { RecordedPayments } from './recorded-payments';
import { canRefundPartially, PartialRefund, ResendConfirmation } from './booking-tools';
import { useAdminBooking, useCancelBooking } from './use-admin-bookings';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </>
  );
}

function CancelBooking({ booking }: { booking: AdminBooking }) {
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const refundable = formatUsd(booking.paidCents - booking.refundedCents);

  async function cancelWith(refund: 'full' | 'none') {
    try {
      await cancel.mutateAsync({ reference: booking.reference, refund });
      toast({ title: `Booking ${booking.reference} cancelled`, description: refund === 'full' ? `${refundable} is on its way back to the guest.` : 'No refund was made.' });
      setConfirming(false);
    } catch (error) {
      toast({ title: 'Cancellation failed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (!confirming) {
    return (
      <div className={styles.actions}>
        <Button tone="secondary" onPress={() => setConfirming(true)}>Cancel this booking…</Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="cancel-booking-title" className={admin.section}>
      <h3 id="cancel-booking-title">Cancel {booking.reference}?</h3>
      <p>The nights become free at once. This cannot be undone. The guest gets an e-mail saying the booking is cancelled and what is refunded.</p>
      {cancel.isError && <p role="alert" className={styles.alert}>{errorMessage(cancel.error)}</p>}
      <div className={styles.actions}>
        <Button tone="accent" isDisabled={cancel.isPending} onPress={() => void cancelWith('full')}>Cancel and refund {refundable}</Button>
        <Button tone="secondary" isDisabled={cancel.isPending} onPress={() => void cancelWith('none')}>Cancel without refund</Button>
        <Button tone="ghost" isDisabled={cancel.isPending} onPress={() => setConfirming(false)} autoFocus>Keep the booking</Button>
      </div>
    </section>
  );
}

function BookingDetails({ booking, recordPayment }: { booking: AdminBooking; recordPayment: boolean }) {
  // Money and cancellations are the owner's: staff see the booking and its payments, not the tools.
  const money = useCan()('bookings.money');
  const refundOwed = booking.status === 'confirmed' ? balanceAfter(booking).refundOwedCents : 0;
  return (
    <div className={admin.section}>
      <dl className={styles.details}>
        <Detail term="Status"><span className={styles.badge[booking.status]}>{STATUS_LABELS[booking.status]}</span></Detail>
        <Detail term="Check-in">{formatDay(booking.checkIn)}</Detail>
        <Detail term="Check-out">{formatDay(booking.checkOut)}</Detail>
        <Detail term="Nights">{booking.nights}</Detail>
        <Detail term="Guests">{booking.guests}{booking.pets > 0 ? `, ${petsLabel(booking.pets)}` : ''}</Detail>
        <Detail term="Guest">{booking.guestName ?? 'Not given yet'}</Detail>
        <Detail term="Email">{booking.guestEmail ? <a href={`mailto:${booking.guestEmail}`}>{booking.guestEmail}</a> : '—'}</Detail>
        <Detail term="Phone">{booking.guestPhone ? <a href={`tel:${booking.guestPhone.replace(/[^\d+]/g, '')}`}>{booking.guestPhone}</a> : '—'}</Detail>
        <Detail term="Arrival time">{booking.arrivalTime ?? '—'}</Detail>
        <Detail term="Message">{booking.guestMessage || '—'}</Detail>
        <Detail term="Policies accepted">{displayInstant(booking.policiesAcceptedAt, 'Not yet')}</Detail>
        <Detail term="Total">{formatUsd(booking.totalCents)}</Detail>
        <Detail term="Paid">{formatUsd(booking.paidCents)}</Detail>
        <Detail term="Due">{formatUsd(dueCents(booking))}</Detail>
        <Detail term="Refunded">{formatUsd(booking.refundedCents)}</Detail>
        {refundOwed > 0 && <Detail term="To refund">{formatUsd(refundOwed)} paid beyond the total: give it back with {booking.paymentIntentId ? 'Partial refund' : 'Record refund'}</Detail>}
        <Detail term="Coupon">{booking.couponCode ?? 'None'}</Detail>
        <Detail term="Source">{booking.source === 'manual' ? 'Manual (recorded by hand)' : 'Online (the site’s checkout)'}</Detail>
        <Detail term="Payment">
          {booking.paymentMethod
            ? MANUAL_PAYMENT_LABELS[booking.paymentMethod]
            : booking.paymentProvider ? `${booking.paymentProvider === 'demo' ? 'Demo (no real charge)' : 'Stripe'}` : 'Not started'}
          {booking.paymentIntentId && <> · <code className={admin.code}>{booking.paymentIntentId}</code></>}
        </Detail>
        {booking.priceOverrideReason && <Detail term="Price set by hand">{booking.priceOverrideReason}</Detail>}
        <Detail term="Created">{displayInstant(booking.createdAt)}</Detail>
        {booking.status === 'hold' && <Detail term="Hold expires">{displayInstant(booking.holdExpiresAt)}</Detail>}
        {booking.confirmedAt && <Detail term="Confirmed">{displayInstant(booking.confirmedAt)}</Detail>}
        {booking.cancelledAt && <Detail term="Cancelled">{displayInstant(booking.cancelledAt)}</Detail>}
      </dl>
      <BookingGuestHistory booking={booking} />
      {booking.breakdown.length > 0 && (
        <table className={admin.table}>
          <caption>Price the guest was shown</caption>
          <tbody>
            {booking.breakdown.map((line) => (
              <tr key={line.label}>
                <th scope="row" className={admin.cell}>{line.label}</th>
                <td className={`${admin.cell} ${admin.numeric}`}>{formatUsd(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {booking.status === 'confirmed' && booking.guestEmail && (
        <div className={styles.actions}>
          <ResendConfirmation booking={booking} />
        </div>
      )}
      {money && <ChangeBooking booking={booking} />}
      <RecordedPayments booking={booking} canVoid={money} />
      {money && <RecordPayment booking={booking} {...(recordPayment ? { initial: 'payment' as const } : {})} />}
      {money && canRefundPartially(booking) && <PartialRefund booking={booking} />}
      {money && booking.status === 'confirmed' && <CancelBooking booking={booking} />}
      <BookingTimeline events={booking.timeline} />
    </div>
  );
}

/** Everything about one booking (with `recordPayment`, its payment form open); closing returns focus to the reference that opened it. */
export function BookingDetailsDialog({ reference, onClose, recordPayment = false }: { reference: string | null; onClose: () => void; recordPayment?: boolean }) {
  const booking = useAdminBooking(reference);
  return (
    <AppDialog title={`Booking ${reference ?? ''}`} isOpen={reference !== null} onOpenChange={(open) => !open && onClose()} size="wide">
      {booking.isPending && <p role="status">Loading booking…</p>}
      {booking.isError && <p role="alert" className={styles.alert}>Could not load this booking. {errorText(booking.error)}</p>}
      {booking.data && <BookingDetails booking={booking.data} recordPayment={recordPayment} />}
    </AppDialog>
  );
}
