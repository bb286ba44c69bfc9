import { useState } from 'react';
import { formatCurrencyDisplay } from '../../../shared/lib/money-display';
import type { BookingAccess, GuestBooking } from '../../../shared/booking/checkout.schemas';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { ProblemAlert } from './problem-alert';
import { useCancelBooking } from './use-cancel-booking';
import * as styles from './checkout.css';

/** 'Cancel booking', asked once more with the refund the policy allows spelled out. */
export function CancelBooking({ access, cancellation }: { access: BookingAccess; cancellation: NonNullable<GuestBooking['cancellation']> }) {
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelBooking(access, () => setOpen(false));
  const refund = formatCurrencyDisplay(cancellation.refund);
  return (
    <>
      <Button tone="secondary" onPress={() => setOpen(true)}>
        Cancel booking
      </Button>
      <AppDialog
        title="Cancel this booking?"
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!cancel.isPending) setOpen(open);
        }}
      >
        <div className={styles.form}>
          <p className={styles.problemTitle}>
            {Number(cancellation.refund) > 0 ? `You will be refunded ${refund}.` : 'No refund is due if you cancel now.'}
          </p>
          <p>{cancellation.rule}</p>
          <p className={styles.muted}>Cancelling frees the dates for other guests and cannot be undone.</p>
          <ProblemAlert message={cancel.error && errorMessage(cancel.error)} />
          <div className={styles.actions}>
            <Button tone="secondary" onPress={() => setOpen(false)} isDisabled={cancel.isPending}>
              Keep my booking
            </Button>
            <Button tone="accent" onPress={() => cancel.mutate(access)} isDisabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
            </Button>
          </div>
        </div>
      </AppDialog>
    </>
  );
}
