import { useLocation } from 'wouter';
import { WIDGET } from './widget-constants';
import type { BookingFormState } from '../../../shared/stay/stay-form';
import { paths } from '../../../shared/paths';
import type { PropertyPublic } from '../../../shared/property/property.schemas';
import type { Quote } from '../../../shared/quote/quote.schemas';
import { Button } from '../../ui/button';
import { formatDisplayDate } from '../../lib/format';
import { AppDialog } from '../../ui/dialog';
import { PriceLines } from './price-lines';
import { RatingLine } from './rating-line';
import * as styles from './mobile-booking-bar.css';

export interface PricingDetailsSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  property: PropertyPublic | undefined;
  stay: BookingFormState;
  nights: number;
  quote: Quote | undefined;
}

/** The mobile bar's 'Pricing Details': the house, the stay, every line of the price, and on to reserve. */
export function PricingDetailsSheet({ isOpen, onOpenChange, property, stay, nights, quote }: PricingDetailsSheetProps) {
  const [, navigate] = useLocation();
  const photo = property?.photos[0];
  const reserveNow = () => {
    onOpenChange(false);
    // On /booking itself the URL does not change, so nothing else would bring the form into view.
    if (window.location.pathname === paths.booking) document.getElementById('booking-form')?.scrollIntoView();
    navigate(paths.bookingForm);
  };
  return (
    <AppDialog variant="sheet" title="Pricing Details" isOpen={isOpen} onOpenChange={onOpenChange}>
      {property && (
        <div className={styles.preview}>
          {photo ? <img className={styles.previewPhoto} src={photo.url} alt={photo.alt} /> : <span />}
          <div>
            <p className={styles.previewTitle}>{property.title}</p>
            <p className={styles.small}>{property.general_location}</p>
            <RatingLine rating={property.rating} reviewCount={property.review_count} />
          </div>
        </div>
      )}
      <section aria-labelledby="pricing-details-stay">
        <h3 id="pricing-details-stay" className={styles.sectionTitle}>
          Your Stay
        </h3>
        <dl className={styles.stay}>
          <dt>Check-in</dt>
          <dd>{stay.checkIn ? formatDisplayDate(stay.checkIn) : 'Not selected'}</dd>
          <dt>Check-out</dt>
          <dd>{stay.checkOut ? formatDisplayDate(stay.checkOut) : 'Not selected'}</dd>
          <dt>Guests</dt>
          <dd>{stay.guests}</dd>
          <dt>Nights</dt>
          <dd>{nights}</dd>
        </dl>
      </section>
      <section aria-labelledby="pricing-details-price">
        <h3 id="pricing-details-price" className={styles.sectionTitle}>
          Price breakdown
        </h3>
        {!quote && <p className={styles.small}>Add your dates for the exact price.</p>}
        <PriceLines lines={quote?.breakdown ?? []} total={quote?.total ?? WIDGET.mobileFallbackTotal} />
      </section>
      <Button tone="accent" size="lg" className={styles.reserveNow} onPress={reserveNow}>
        Reserve Now
      </Button>
      <p className={styles.wallets}>Apple Pay &amp; Google Pay available at checkout</p>
    </AppDialog>
  );
}
