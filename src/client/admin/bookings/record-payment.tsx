import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { ledgerEntryOf, recordableKinds } from '../../../shared/booking/recorded-payment.rules';
import {
  RECORDED_PAYMENT_METHOD_LABELS,
  RECORDED_PAYMENT_METHODS,
  recordPaymentInputSchema,
  type RecordedPaymentKind,
  type RecordedPaymentMethod,
} from '../../../shared/booking/recorded-payment.schemas';
import { todayAtProperty } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { centsToDollarInput, parseDollars } from '../../../shared/pricing/money-input.rules';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import * as styles from './admin-bookings.css';
import * as tools from './booking-tools.css';
import { useRecordPayment } from './use-admin-bookings';
import { sayConflict } from './form-conflict';

const METHOD_OPTIONS = RECORDED_PAYMENT_METHODS.map((id) => ({ id, label: RECORDED_PAYMENT_METHOD_LABELS[id] }));

function RecordForm({ booking, kind, limit, onDone }: { booking: AdminBooking; kind: RecordedPaymentKind; limit: number; onDone: () => void }) {
  const record = useRecordPayment();
  const [method, setMethod] = useState<RecordedPaymentMethod>('cash');
  const [sendReceipt, setSendReceipt] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(
    recordPaymentInputSchema,
    { amountCents: centsToDollarInput(limit), receivedOn: todayAtProperty(), note: '' },
    async (input) => {
      await sayConflict(setConflict, () => record.mutateAsync(input));
      const amount = formatUsd(input.amountCents);
      toast({ title: kind === 'payment' ? `Recorded ${amount} received` : `Recorded ${amount} given back`, description: `Booking ${booking.reference}${input.sendReceipt ? ': the receipt is on its way to the guest.' : '.'}` });
      onDone();
    },
    (values) => ({ reference: booking.reference, kind, method, amountCents: parseDollars(values.amountCents) ?? values.amountCents, receivedOn: values.receivedOn, note: values.note, sendReceipt }),
  );
  const title = kind === 'payment' ? 'Record a payment' : 'Record a refund';
  const titleId = `record-${kind}-title`;
  return (
    <section aria-labelledby={titleId} className={admin.section}>
      <h3 id={titleId}>{title}</h3>
      <p>
        {kind === 'payment'
          ? `${formatUsd(limit)} is still due. Money taken in person, by check or transfer, or on a card elsewhere.`
          : `Up to ${formatUsd(limit)} of the money recorded by hand can be given back this way. An online payment is refunded with Partial refund.`}
      </p>
      <Form onSubmit={form.onSubmit} className={tools.refundForm} validationBehavior="aria" aria-labelledby={titleId}>
        <TextField label={kind === 'payment' ? 'Amount received (USD)' : 'Amount given back (USD)'} inputMode="decimal" isRequired autoFocus {...form.field('amountCents')} />
        <Select<RecordedPaymentMethod> label="How" options={METHOD_OPTIONS} value={method} onChange={setMethod} errorMessage={form.errors.method} />
        <TextField label="Date (Hawaii)" type="date" isRequired {...form.field('receivedOn')} />
        <TextField label="Note (optional)" description="Shown on the booking’s timeline, not to the guest." {...form.field('note')} />
        {booking.guestEmail && (
          <CheckboxField isSelected={sendReceipt} onChange={setSendReceipt}>
            E-mail a receipt to {booking.guestEmail}
          </CheckboxField>
        )}
        {(conflict ?? form.errors.form) && <p role="alert" className={styles.alert}>{conflict ?? form.errors.form}</p>}
        <div className={styles.actions}>
          <Button type="submit" tone="accent" isDisabled={form.pending}>{kind === 'payment' ? 'Record payment' : 'Record refund'}</Button>
          <Button tone="ghost" isDisabled={form.pending} onPress={onDone}>Cancel</Button>
        </div>
      </Form>
    </section>
  );
}

/** 'Record payment…' and 'Record refund…' on a booking, each opening its form in place; `initial` opens one at once when it can be recorded. */
export function RecordPayment({ booking, initial }: { booking: AdminBooking; initial?: RecordedPaymentKind }) {
  const kinds = recordableKinds(booking, booking.payments.map(ledgerEntryOf));
  const [open, setOpen] = useState<RecordedPaymentKind | null>(initial && kinds.some((option) => option.kind === initial) ? initial : null);
  const opened = kinds.find((option) => option.kind === open);
  if (opened) return <RecordForm booking={booking} kind={opened.kind} limit={opened.limitCents} onDone={() => setOpen(null)} />;
  if (kinds.length === 0) return null;
  return (
    <div className={styles.actions}>
      {kinds.map(({ kind }) => (
        <Button key={kind} tone={kind === 'payment' ? 'accent' : 'secondary'} onPress={() => setOpen(kind)}>
          {kind === 'payment' ? 'Record payment…' : 'Record refund…'}
        </Button>
      ))}
    </div>
  );
}
