import { useEffect, useId, useState } from 'react';
import { todayAtProperty } from '../../../shared/lib/dates';
import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { PropertyPublic } from '../../../shared/property/property.schemas';
import { maxGuestsOf } from '../../../shared/stay/stay-guests';
import { DATE_MESSAGES, GUEST_MESSAGES } from '../../../shared/stay/stay-messages';
import { minimumStayProblem } from '../../../shared/stay/stay-minimums';
import { Button } from '../../ui/button';
import { Spinner, VisuallyHidden } from '../../ui/feedback';
import { availabilityWindow } from './availability-window';
import { useBooking, type BookingContextValue } from './booking-provider';
import { DateRangePicker } from './date-range-picker';
import { ErrorSummary } from './error-summary';
import { collectFormErrors } from './form-errors';
import { GuestsPicker } from './guests-picker';
import { PriceDetailsSheet } from './price-details-sheet';
import { RatingLine } from './rating-line';
import { PRICING_UNAVAILABLE, PriceSummary, PropertyLoadError, QuoteLoading, QuoteProblem } from './quote-status';
import { useAvailability } from './use-availability';
import { useBookingProperty } from './use-booking-property';
import { useWidgetQuote } from './use-quote';
import { FIX_ERRORS_ANNOUNCEMENT, useReserve } from './use-reserve';
import * as styles from './booking-widget.css';

/** Spec §2 "Booking widget": price, rating, dates, guests, Reserve and the price details. */
export function BookingWidget() {
  const booking = useBooking();
  const property = useBookingProperty();
  if (property.isPending) {
    return (
      <div className={`${styles.card} ${styles.centered}`}>
        <Spinner label="Loading booking details" />
      </div>
    );
  }
  if (property.isError) return <PropertyLoadError />;
  return <BookingWidgetForm booking={booking} property={property.data} />;
}

function BookingWidgetForm({ booking, property }: { booking: BookingContextValue; property: PropertyPublic }) {
  const baseId = useId();
  const ids = { dates: `${baseId}-dates`, guests: `${baseId}-guests` };
  const today = todayAtProperty();
  const checkoutTime = booking.propertyCheckoutTime;
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [shown, setShown] = useState<{ start: string; months: number } | null>(null);
  const availability = useAvailability(availabilityWindow(today, shown?.start, shown?.months), calendarOpen);
  // Seasonal minimum stays come with availability, so a too-short stay is told here, never by the quote's 400.
  const minimums = availability.minimums ?? undefined;
  const quote = useWidgetQuote(booking, checkoutTime, minimums);
  const [showErrors, setShowErrors] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const errors = showErrors ? collectFormErrors(booking, { today, checkoutTime, minimums }, ids) : null;
  const tooShort = minimums ? minimumStayProblem({ start: booking.checkIn, end: booking.checkOut }, minimums) : null;
  // An announcement is about the form as it was; once the guest changes it, it no longer applies.
  useEffect(() => setAnnouncement(''), [booking.checkIn, booking.checkOut, booking.guests]);

  const { reserve, isProcessing } = useReserve({
    state: booking,
    quote: quote.data,
    checkoutTime,
    minimums,
    pets: booking.pets,
    ids,
    onInvalid: (found) => {
      setShowErrors(true);
      setAnnouncement(FIX_ERRORS_ANNOUNCEMENT);
      const first = found.list[0];
      if (first) document.getElementById(first.fieldId)?.focus();
    },
  });

  const clearDates = () => {
    booking.setCheckIn('');
    booking.setCheckOut('');
  };

  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <p className={styles.price}>
          <span className={styles.priceAmount}>{formatCurrencyDisplay(quote.data?.nightlyRate ?? property.base_rate)}</span> night
        </p>
        <RatingLine rating={property.rating} reviewCount={property.review_count} />
      </div>

      {errors && <ErrorSummary id={`${baseId}-summary`} errors={errors.list} />}

      <div className={styles.fields}>
        <DateRangePicker
          id={ids.dates}
          checkIn={booking.checkIn}
          checkOut={booking.checkOut}
          today={today}
          minNights={property.min_nights}
          minimums={minimums}
          checkoutTime={checkoutTime}
          availability={availability}
          isOpen={calendarOpen}
          onOpenChange={setCalendarOpen}
          onVisibleMonthChange={(start, months) => setShown({ start, months })}
          onCheckIn={booking.setCheckIn}
          onRangeComplete={booking.updateDates}
          onClear={clearDates}
          errorMessage={errors?.dates ? DATE_MESSAGES.inline : (tooShort ?? undefined)}
        />
        <GuestsPicker
          id={ids.guests}
          guests={booking.guests}
          maxGuests={maxGuestsOf(property.max_guests)}
          onGuestsChange={booking.setGuests}
          pets={booking.pets}
          onPetsChange={booking.setPets}
          errorMessage={errors?.guests ? GUEST_MESSAGES.inline : undefined}
        />
      </div>

      {quote.isLoading && <QuoteLoading />}
      {quote.isError && <QuoteProblem error={quote.error} />}

      <Button
        tone="accent"
        size="lg"
        className={styles.reserve}
        isDisabled={!booking.checkIn || !booking.checkOut || quote.isLoading || isProcessing}
        onPress={reserve}
      >
        {isProcessing ? 'Processing...' : 'Reserve'}
      </Button>
      <p className={styles.note}>You won't be charged yet</p>

      {quote.data && (
        <>
          <PriceSummary quote={quote.data} onShowDetails={() => setDetailsOpen(true)} />
          <PriceDetailsSheet quote={quote.data} isOpen={detailsOpen} onOpenChange={setDetailsOpen} />
        </>
      )}

      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement || (quote.isError ? PRICING_UNAVAILABLE : '')}</VisuallyHidden>
      </div>
    </div>
  );
}
