import { BookingDraftSummary } from '../booking/public';
import { readBookingDraft } from '../booking/public';
import { useBookingProperty } from '../booking/public';
import { GuestDetailsForm } from './guest-details-form';
import * as styles from './checkout.css';

/** /booking/details: the stay Reserve left beside the guest's details, or the way back when there is none. */
export function GuestDetailsStep({ onIntent }: { onIntent?: () => void }) {
  const draft = readBookingDraft();
  const property = useBookingProperty();
  if (!draft) return <BookingDraftSummary />;
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <BookingDraftSummary />
      </div>
      <div className={styles.panel}>
        <GuestDetailsForm draft={draft} petsAllowed={property.data?.pets_allowed ?? false} {...(onIntent ? { onIntent } : {})} />
      </div>
    </div>
  );
}
