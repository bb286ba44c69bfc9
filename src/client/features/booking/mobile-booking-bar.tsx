import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { WIDGET } from './widget-constants';
import { parseIsoDate, todayAtProperty } from '../../../shared/lib/dates';
import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import { minimumStayProblem } from '../../../shared/stay/stay-minimums';
import { paths } from '../../../shared/paths';
import { LinkButton } from '../../ui/button';
import { nightsLabel } from '../../lib/format';
import { useReplayedTap } from '../../lib/use-replayed-tap';
import { availabilityWindow } from './availability-window';
import { BOTTOM_BAR_ATTRIBUTE, followBottomBarHeight } from './bottom-bar-height';
import { stayNights } from './booking-display';
import { useBooking } from './booking-provider';
import { RatingLine } from './rating-line';
import { useAvailability } from './use-availability';
import { useBookingProperty } from './use-booking-property';
import { useMobileQuote } from './use-quote';
import { useScrollProgress } from './use-scroll-progress';
import * as styles from './mobile-booking-bar.css';

// The sheet (and the dialog code under it) loads when first wanted, not with every page that shows the bar.
const loadSheet = () => import('./pricing-details-sheet').then((module) => ({ default: module.PricingDetailsSheet }));
const PricingDetailsSheet = lazy(loadSheet);

const MAX_BLUR_PX = 16;
const blurProperty = styles.blurVar.replace(/^var\((.*)\)$/, '$1');

/** Tells floating controls (the chat button) how tall the bar is, so they sit above it. */
function useBottomBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => (bar.current ? followBottomBarHeight(bar.current) : undefined), [bar]);
}
/** On /booking itself the URL does not change, so nothing else would bring the form into view. */
function scrollToFormHere() {
  if (window.location.pathname === paths.booking) document.getElementById('booking-form')?.scrollIntoView();
}

/** Spec §2 "Mobile sticky bar": shown below 768 px only (the stylesheet hides it from there up). */
export function MobileBookingBar() {
  const booking = useBooking();
  const property = useBookingProperty().data;
  // Seasonal minimum stays come with availability: a too-short stay is told here, as the widget tells it, never by the quote's 400.
  const hasStay = Boolean(booking.checkIn && booking.checkOut && booking.guests);
  const arrivalMonth = parseIsoDate(booking.checkIn) ? booking.checkIn : undefined;
  const availability = useAvailability(availabilityWindow(todayAtProperty(), arrivalMonth), hasStay);
  const tooShort = availability.minimums ? minimumStayProblem({ start: booking.checkIn, end: booking.checkOut }, availability.minimums) : null;
  // Without availability (it failed) the server's own check still answers.
  const minimumsSettled = availability.minimums != null || availability.status === 'error';
  const quote = useMobileQuote(booking, minimumsSettled && !tooShort).data;
  const progress = useScrollProgress();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useBottomBarHeight(bar);
  // The server draws the bar on the home page: a tap on Total before it is live still opens the details.
  const replayedTap = useReplayedTap('booking-bar');
  // Stays mounted once opened, so closing can animate.
  const [sheetWanted, setSheetWanted] = useState(false);
  const nights = stayNights(booking.checkIn, booking.checkOut);
  const guests = Number(booking.guests) || 0;
  const stayText = `${nights > 0 ? nightsLabel(nights) : 'Add dates'} · ${guests} ${guests === 1 ? 'guest' : 'guests'}`;
  const total = formatCurrencyDisplay(quote?.total ?? WIDGET.mobileFallbackTotal);

  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div className={styles.spacer} />
      <section
        aria-label="Booking summary"
        {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}
        className={styles.bar}
        ref={bar}
        style={{ [blurProperty]: `${(progress * MAX_BLUR_PX).toFixed(1)}px` }}
        data-blur-progress={progress.toFixed(2)}
      >
        <div className={styles.summary}>
          <p className={styles.price}>
            <span className={styles.priceAmount}>
              {formatCurrencyDisplay(quote?.nightlyRate ?? property?.base_rate ?? WIDGET.mobileFallbackBaseRate)}
            </span>{' '}
            night
          </p>
          {property && <RatingLine rating={property.rating} reviewCount={property.review_count} />}
          <p className={styles.small}>{stayText}</p>
          <p className={styles.notice} aria-live="polite">
            {tooShort}
          </p>
        </div>
        <div className={styles.actions}>
          <div className={styles.total}>
            <AriaButton
              className={styles.totalButton}
              onPress={() => {
                setSheetWanted(true);
                setDetailsOpen(true);
              }}
              onHoverStart={() => void loadSheet()}
              onFocus={() => void loadSheet()}
              aria-haspopup="dialog"
              {...replayedTap('total')}
            >
              <span>Total</span>{' '}
              <span className={styles.totalAmount}>{total}</span>
            </AriaButton>
            <span className={styles.small}>+fees</span>
          </div>
          <LinkButton href={paths.bookingForm} tone="accent" onPress={scrollToFormHere}>
            Reserve
          </LinkButton>
        </div>
        {sheetWanted && (
          <Suspense fallback={null}>
            <PricingDetailsSheet
              isOpen={detailsOpen}
              onOpenChange={setDetailsOpen}
              property={property}
              stay={booking}
              nights={nights}
              quote={quote}
            />
          </Suspense>
        )}
      </section>
    </>
  );
}
