import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { RECORDED_PAYMENT_METHOD_LABELS, voidPaymentInputSchema, type RecordedPayment } from '../../../shared/booking/recorded-payment.schemas';
import { formatDay } from '../../../shared/lib/date-format';
import { formatUsd } from '../../../shared/lib/money';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { visuallyHidden } from '../../ui/feedback.css';
import * as admin from '../kit/admin.css';
import * as styles from './admin-bookings.css';
import * as tools from './booking-tools.css';
import { useVoidPayment } from './use-admin-bookings';
import { sayConflict } from './form-conflict';

const entryName = (entry: RecordedPayment) => `${entry.kind === 'payment' ? 'payment' : 'refund'} of ${formatUsd(entry.amountCents)} on ${formatDay(entry.receivedOn)}`;

function VoidForm({ booking, entry, onDone }: { booking: AdminBooking; entry: RecordedPayment; onDone: () => void }) {
  const voidPayment = useVoidPayment();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(
    voidPaymentInputSchema,
    { reason: '' },
    async (input) => {
      await sayConflict(setConflict, () => voidPayment.mutateAsync(input));
      toast({ title: 'Entry voided', description: `The ${entryName(entry)} no longer counts. It stays on the booking, marked void.` });
      onDone();
    },
    (values) => ({ reference: booking.reference, paymentId: entry.id, reason: values.reason }),
  );
  return (
    <section aria-labelledby="void-entry-title" className={admin.section}>
      <h3 id="void-entry-title">Void the {entryName(entry)}?</h3>
      <p>It stops counting towards what was paid and stays listed, marked void, with your reason.</p>
      <Form onSubmit={form.onSubmit} className={tools.refundForm} validationBehavior="aria" aria-labelledby="void-entry-title">
        <TextField label="Reason" isRequired autoFocus {...form.field('reason')} />
        {conflict && <p role="alert" className={styles.alert}>{conflict}</p>}
        <div className={styles.actions}>
          <Button type="submit" tone="accent" isDisabled={form.pending}>Void entry</Button>
          <Button tone="ghost" isDisabled={form.pending} onPress={onDone}>Keep it</Button>
        </div>
      </Form>
    </section>
  );
}

/** Money recorded by hand on this booking, oldest first; a void entry stays, struck through, with why. */
export function RecordedPayments({ booking, canVoid }: { booking: AdminBooking; canVoid: boolean }) {
  const [voiding, setVoiding] = useState<RecordedPayment | null>(null);
  if (booking.payments.length === 0) return null;
  return (
    <>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption>Payments recorded by hand</caption>
          <thead>
            <tr>
              <th scope="col" className={admin.cell}>Date</th>
              <th scope="col" className={admin.cell}>Entry</th>
              <th scope="col" className={`${admin.cell} ${admin.numeric}`}>Amount</th>
              {canVoid && <th scope="col" className={admin.cell}><span className={visuallyHidden}>Actions</span></th>}
            </tr>
          </thead>
          <tbody>
            {booking.payments.map((entry) => (
              <tr key={entry.id}>
                <td className={admin.cell}>{formatDay(entry.receivedOn)}</td>
                <th scope="row" className={admin.cell}>
                  {entry.kind === 'payment' ? 'Payment' : 'Refund'} · {RECORDED_PAYMENT_METHOD_LABELS[entry.method]}
                  {entry.note && <span className={tools.entryNote}>{entry.note}</span>}
                  <span className={tools.entryNote}>Recorded by {entry.recordedBy ?? 'someone no longer on the team'}</span>
                  {entry.voidedAt && <span className={tools.entryNote}>Void ({entry.voidedBy ?? 'unknown'}): {entry.voidReason}</span>}
                </th>
                <td className={`${admin.cell} ${admin.numeric}`}>{entry.voidedAt ? <s>{formatUsd(entry.amountCents)}</s> : formatUsd(entry.amountCents)}</td>
                {/* Voiding is the owner's (money): staff get no column of empty cells. */}
                {canVoid && (
                  <td className={admin.cell}>
                    {!entry.voidedAt && (
                      <Button tone="ghost" aria-label={`Void the ${entryName(entry)}`} onPress={() => setVoiding(entry)}>
                        Void…
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {voiding && <VoidForm key={voiding.id} booking={booking} entry={voiding} onDone={() => setVoiding(null)} />}
    </>
  );
}
