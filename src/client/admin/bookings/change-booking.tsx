import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { AdminBooking } from '../../../shared/booking/booking-admin.schemas';
import { balanceAfter, changedTotal, changeLines, changeReasonRequired, guestEmailRequired, stayChanged } from '../../../shared/booking/booking-change.rules';
import { BOOKING_CHANGE_MESSAGES, type ChangePriceChoice } from '../../../shared/booking/booking-change.schemas';
import { formatUsd } from '../../../shared/lib/money';
import { errorMessage, fieldErrorsOf, httpStatusOf } from '../../lib/errors';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import * as admin from '../kit/admin.css';
import * as panel from './admin-bookings.css';
import { changeErrors, changeValuesOf, readChange, typedStay, type ChangeErrors, type ChangeValues } from './change-booking-form';
import * as styles from './manual-booking.css';
import { StayFields } from './stay-fields';
import { useBookingChangeQuote, useChangeBooking } from './use-admin-bookings';

type TextKey = 'start' | 'end' | 'guests' | 'pets' | 'name' | 'email' | 'phone' | 'message' | 'reason';

/** "+$200.00" or "-$150.00": how the total moves. */
function signedUsd(cents: number): string {
  return cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents);
}

/** The old price, the engine's for the new stay, the owner's choice and what it leaves due or to refund. */
function PriceChoice({ booking, values, quotedCents, set, errors }: {
  booking: AdminBooking;
  values: ChangeValues;
  quotedCents: number;
  set: (key: 'price', value: ChangePriceChoice) => void;
  errors: ChangeErrors;
}) {
  const options = [
    // Short, so the amount still shows in the closed select on a phone.
    { id: 'keep' as const, label: `Old price ${formatUsd(booking.totalCents)}` },
    { id: 'quote' as const, label: `New price ${formatUsd(quotedCents)}` },
  ];
  return (
    <>
      <table className={admin.table}>
        <caption>Price</caption>
        <tbody>
          <tr>
            <th scope="row" className={admin.cell}>Old price</th>
            <td className={`${admin.cell} ${admin.numeric}`}>{formatUsd(booking.totalCents)}</td>
          </tr>
          <tr>
            <th scope="row" className={admin.cell}>New price from the engine</th>
            <td className={`${admin.cell} ${admin.numeric}`}>{formatUsd(quotedCents)}</td>
          </tr>
          <tr>
            <th scope="row" className={admin.cell}>Difference</th>
            <td className={`${admin.cell} ${admin.numeric}`}>{signedUsd(quotedCents - booking.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      <Select<ChangePriceChoice> label="Price after the change" options={options} value={values.price} onChange={(choice) => set('price', choice)} errorMessage={errors.price} />
    </>
  );
}

/** What the guest owes or is owed once the change is saved, and the way to give money back. */
function Balance({ booking, totalCents }: { booking: AdminBooking; totalCents: number }) {
  const { dueCents, refundOwedCents } = balanceAfter({ totalCents, paidCents: booking.paidCents, refundedCents: booking.refundedCents });
  let text = `After the change: total ${formatUsd(totalCents)}, paid ${formatUsd(booking.paidCents)}`;
  if (refundOwedCents > 0) {
    const how = booking.paymentIntentId ? 'Partial refund' : 'Record refund';
    text += `; ${formatUsd(refundOwedCents)} to refund to the guest (with ${how}, once saved).`;
  } else text += dueCents > 0 ? `; ${formatUsd(dueCents)} due.` : '; nothing due.';
  return (
    <p className={styles.price} role="status" aria-live="polite">
      {text}
    </p>
  );
}

function ChangeForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const change = useChangeBooking();
  const [values, setValues] = useState<ChangeValues>(() => changeValuesOf(booking));
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const stay = typedStay(values);
  const moved = stay !== null && stayChanged(booking, { checkIn: stay.start, checkOut: stay.end, guests: stay.guests, pets: stay.pets });
  const quote = useBookingChangeQuote(booking.reference, moved ? stay : null);
  const quotedCents = moved && quote.data ? quote.data.quotedTotalCents : booking.totalCents;
  const totalCents = changedTotal(values.price, moved, booking.totalCents, quotedCents);
  const reasonNeeded = changeReasonRequired(moved, booking.totalCents, quotedCents);
  const lines = stay
    ? changeLines(booking, {
        checkIn: stay.start,
        checkOut: stay.end,
        guests: stay.guests,
        pets: stay.pets,
        totalCents,
        guestName: values.name.trim(),
        guestEmail: values.email.trim() || null,
        guestPhone: values.phone.trim() || null,
        guestMessage: values.message || null,
      })
    : [];
  const emailRequired = guestEmailRequired(lines);
  const emailTo = values.email.trim();

  const set = <K extends keyof ChangeValues>(key: K, value: ChangeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: TextKey) => ({ name: key, value: values[key], errorMessage: errors[key], onChange: (value: string) => set(key, value) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const read = readChange(booking.reference, { ...values, notifyGuest: emailRequired || values.notifyGuest });
    // The rule the server applies, said before asking it: the preview knows both prices.
    const reasonMissing = reasonNeeded && values.reason.trim() === '';
    if ('errors' in read || reasonMissing) {
      setErrors({ ...('errors' in read ? read.errors : {}), ...(reasonMissing ? { reason: BOOKING_CHANGE_MESSAGES.reasonRequired } : {}) });
      return;
    }
    setErrors({});
    try {
      const changed = await change.mutateAsync(read.input);
      const { refundOwedCents } = balanceAfter(changed);
      toast({
        title: `Booking ${booking.reference} changed`,
        description: refundOwedCents > 0 ? `${formatUsd(refundOwedCents)} is to be refunded to the guest.` : `Total ${formatUsd(changed.totalCents)}.`,
      });
      onDone();
    } catch (error) {
      const fieldErrors = changeErrors(fieldErrorsOf(error));
      setErrors(fieldErrors);
      if (httpStatusOf(error) !== 400 || Object.keys(fieldErrors).length === 0) setProblem(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="change-booking-title" className={admin.section}>
      <h3 id="change-booking-title">Change booking</h3>
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form} aria-labelledby="change-booking-title">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Stay</legend>
          <StayFields field={text} allowShortStay={values.allowShortStay} onAllowShortStay={(selected) => set('allowShortStay', selected)} />
          {moved && quote.isPending && <p className={styles.price} role="status">Pricing the new stay…</p>}
          {moved && quote.isError && (
            <p role="alert" className={panel.alert}>
              {errorMessage(quote.error)}
            </p>
          )}
          {moved && quote.data && <PriceChoice booking={booking} values={values} quotedCents={quote.data.quotedTotalCents} set={set} errors={errors} />}
          {(reasonNeeded || errors.reason) && <TextField label="Reason for the price" isRequired description="Shown on the booking’s timeline." {...text('reason')} />}
          <Balance booking={booking} totalCents={totalCents} />
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Guest</legend>
          <div className={styles.fields}>
            <TextField label="Full name" isRequired autoComplete="off" {...text('name')} />
            <TextField label="E-mail" type="email" autoComplete="off" {...text('email')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
          </div>
          <TextArea label="Note (shown with the booking)" rows={2} {...text('message')} />
        </fieldset>

        {!emailTo ? (
          <p>No e-mail address: the guest is not e-mailed about the change.</p>
        ) : emailRequired ? (
          <p>The guest is e-mailed the new dates and balance at {emailTo}.</p>
        ) : (
          <CheckboxField isSelected={values.notifyGuest} onChange={(selected) => set('notifyGuest', selected)}>
            E-mail the change to {emailTo}
          </CheckboxField>
        )}
        {(problem ?? errors.form) && (
          <p role="alert" className={panel.alert}>
            {problem ?? errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button tone="ghost" isDisabled={change.isPending} onPress={onDone}>
            Cancel
          </Button>
          <Button type="submit" tone="accent" isDisabled={change.isPending || (moved && !quote.data)}>
            {change.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** 'Change booking…' on a confirmed booking, opening its form in place. */
export function ChangeBooking({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'confirmed') return null;
  if (open) return <ChangeForm booking={booking} onDone={() => setOpen(false)} />;
  return (
    <div className={panel.actions}>
      <Button tone="secondary" onPress={() => setOpen(true)}>
        Change booking…
      </Button>
    </div>
  );
}
