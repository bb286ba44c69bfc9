import { useState } from 'react';
import { Form } from 'react-aria-components';
import { partialRefundInputSchema, type AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { formatUsd } from '../../../shared/lib/money';
import { errorMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import * as styles from './admin-bookings.css';
import * as tools from './booking-tools.css';
import { usePartialRefund, useResendConfirmation } from './use-admin-bookings';
import { parseDollars } from '../../../shared/pricing/money-input.rules';
import { sayConflict } from './form-conflict';

function refundableOf(booking: AdminBooking): number {
  return booking.paidCents - booking.refundedCents;
}

/** Sends the guest's confirmation e-mail again (confirmed bookings with an e-mail address). */
export function ResendConfirmation({ booking }: { booking: AdminBooking }) {
  const resend = useResendConfirmation();
  async function onPress() {
    try {
      await resend.mutateAsync({ reference: booking.reference });
      toast({ title: 'Confirmation queued', description: `The confirmation e-mail goes to ${booking.guestEmail ?? 'the guest'} again.` });
    } catch (error) {
      toast({ title: 'Could not resend the confirmation', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <Button tone="secondary" isDisabled={resend.isPending} onPress={() => void onPress()}>
      Resend confirmation
    </Button>
  );
}

/** Gives back part of what was paid, with a reason; the booking stays as it is. */
export function PartialRefund({ booking }: { booking: AdminBooking }) {
  const refund = usePartialRefund();
  const [open, setOpen] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const refundable = refundableOf(booking);
  const form = useZodForm(
    partialRefundInputSchema,
    { amountCents: '', reason: '' },
    async (input) => {
      await sayConflict(setConflict, () => refund.mutateAsync(input));
      toast({ title: `Refunded ${formatUsd(input.amountCents)}`, description: `Booking ${booking.reference}: ${input.reason}` });
      form.setValues({ amountCents: '', reason: '' });
      setOpen(false);
    },
    (values) => ({ reference: booking.reference, amountCents: parseDollars(values.amountCents) ?? values.amountCents, reason: values.reason }),
  );

  if (!open) {
    return (
      <Button tone="secondary" onPress={() => setOpen(true)}>
        Partial refund…
      </Button>
    );
  }
  return (
    <section aria-labelledby="partial-refund-title" className={admin.section}>
      <h3 id="partial-refund-title">Partial refund</h3>
      <p>Up to {formatUsd(refundable)} can go back to the guest’s card. The booking stays {booking.status}.</p>
      <Form onSubmit={form.onSubmit} className={tools.refundForm} validationBehavior="aria" aria-labelledby="partial-refund-title">
        <TextField label="Amount to refund (USD)" inputMode="decimal" autoFocus {...form.field('amountCents')} />
        <TextField label="Reason" description="Shown on the booking’s timeline." {...form.field('reason')} />
        {conflict && <p role="alert" className={styles.alert}>{conflict}</p>}
        <div className={styles.actions}>
          <Button type="submit" tone="accent" isDisabled={form.pending}>Refund</Button>
          <Button tone="ghost" isDisabled={form.pending} onPress={() => setOpen(false)}>Keep the payment</Button>
        </div>
      </Form>
    </section>
  );
}

/** Whether there is anything a partial refund could give back. */
export function canRefundPartially(booking: AdminBooking): boolean {
  return refundableOf(booking) > 0 && booking.paymentIntentId !== null;
}
