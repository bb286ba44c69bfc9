import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { BookingAccess, GuestBooking } from '../../../shared/booking/checkout.schemas';
import { paths } from '../../../shared/paths';
import { httpStatusOf } from '../../lib/errors';
import { Button, LinkButton } from '../../ui/button';
import { Spinner } from '../../ui/feedback';
import { openChatForBooking } from '../chat/public';
import { BookingFacts } from './booking-facts';
import { CancelBooking } from './cancel-booking-dialog';
import { useConfirmAfterRedirect } from './use-confirm-after-redirect';
import { useGuestBooking } from './use-guest-booking';
import * as styles from './checkout.css';

/** A bad link, as the server tells it; anything else (busy, offline) is worth another try. */
const NOT_FOUND_STATUSES = new Set([400, 401, 403, 404]);

function NotFound() {
  return (
    <div className={styles.panel}>
      <p className={styles.problemTitle}>We could not find that booking.</p>
      <p>Please open the link from your confirmation e-mail again; if it still does not work, contact us and we will help.</p>
      <LinkButton href={paths.home} tone="primary">
        Back to the home page
      </LinkButton>
    </div>
  );
}

/**
 * /booking/confirmation: the guest's own booking page, right after paying
 * and from the signed link in every e-mail. The address and the way in are
 * shown only once the booking is confirmed (the server sends them only then).
 */
export function BookingConfirmation({ access, redirected = false }: { access: BookingAccess | null; redirected?: boolean }) {
  if (!access) return <NotFound />;
  return <GuestBookingView access={access} redirected={redirected} />;
}

function GuestBookingView({ access, redirected }: { access: BookingAccess; redirected: boolean }) {
  const query = useGuestBooking(access);
  useConfirmAfterRedirect(access, query.data, redirected);

  // A failed refresh keeps showing what was last known rather than an error.
  if (query.data) return <BookingState booking={query.data} access={access} />;
  if (query.isPending) return <Spinner label="Loading your booking" />;
  if (NOT_FOUND_STATUSES.has(httpStatusOf(query.error) ?? 0)) return <NotFound />;
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemTitle}>Unable to load your booking.</p>
      <Button tone="secondary" onPress={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}

function Reference({ reference }: { reference: string }) {
  return (
    <div>
      <p className={styles.muted}>Booking reference</p>
      <p className={styles.reference}>{reference}</p>
    </div>
  );
}

function BookingState({ booking, access }: { booking: GuestBooking; access: BookingAccess }) {
  if (booking.status === 'hold') {
    return (
      <div className={styles.panel}>
        <Reference reference={booking.reference} />
        <div role="status" className={styles.notice}>
          <Spinner label="Confirming your payment" />
          <p className={styles.problemTitle}>We are confirming your payment…</p>
          <p>This usually takes a few seconds. This page updates by itself.</p>
        </div>
      </div>
    );
  }
  if (booking.status === 'expired') {
    return (
      <div className={styles.panel}>
        <Reference reference={booking.reference} />
        <p className={styles.problemTitle}>This hold expired before it was paid.</p>
        <p>Nothing was charged and the nights are free again. You are welcome to book them if they are still available.</p>
        <LinkButton href={paths.bookingForm} tone="primary">
          Choose your dates
        </LinkButton>
      </div>
    );
  }

  const cancelled = booking.status === 'cancelled';
  return (
    <div className={styles.layout}>
      {/* The outcome first: on a phone it is what the guest sees on arrival; the facts follow. */}
      <div className={styles.panel}>
        <div role="status">
          <h2 className={`${styles.sectionTitle} ${cancelled ? '' : styles.success}`}>{cancelled ? 'Booking cancelled' : 'Booking confirmed'}</h2>
          {cancelled ? (
            <p>
              {Number(booking.refunded) > 0
                ? `We have refunded ${formatCurrencyDisplay(booking.refunded)} to your original payment method.`
                : 'No refund was due under the cancellation policy.'}
            </p>
          ) : (
            <p>
              A confirmation e-mail is on its way to <strong>{booking.guestEmail}</strong>.
            </p>
          )}
        </div>
        <Reference reference={booking.reference} />
        {booking.arrival && (
          <section aria-labelledby="arrival-title" className={styles.form}>
            <h3 id="arrival-title" className={styles.problemTitle}>
              Getting there
            </h3>
            <address className={styles.address}>{booking.arrival.address}</address>
            <h3 className={styles.problemTitle}>Check-in instructions</h3>
            <p className={styles.instructions}>{booking.arrival.checkInInstructions}</p>
          </section>
        )}
        {booking.cancellation && (
          <div className={styles.form}>
            <p className={styles.muted}>Plans changed? {booking.cancellation.rule}</p>
            <CancelBooking access={access} cancellation={booking.cancellation} />
          </div>
        )}
        <div className={styles.form}>
          <p className={styles.muted}>Questions about your stay?</p>
          {/* The chat opens with this page's proof of the booking, so the host knows it is the guest writing. */}
          <Button tone="secondary" onPress={() => openChatForBooking(access)}>
            Message the host
          </Button>
        </div>
        <p className={styles.muted}>Keep the link from your e-mail: it brings you back to this page.</p>
      </div>
      <div className={styles.aside}>
        <BookingFacts booking={booking} />
      </div>
    </div>
  );
}
