import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { MANUAL_PAYMENT_LABELS, MANUAL_PAYMENT_METHODS, type ManualPaymentMethod } from '../../../shared/booking/manual-booking.schemas';
import { parseIsoDate } from '../../../shared/lib/dates';
import { formatUsd } from '../../../shared/lib/money';
import { parseDollars, parseWholeNumber } from '../../../shared/pricing/money-input.rules';
import { errorMessage, fieldErrorsOf, httpStatusOf } from '../../lib/errors';
import { displayMoney, nightsLabel } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/button';
import { AppDialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { displayStay } from './admin-format';
import { ReturningGuestField } from './returning-guest-field';
import * as styles from './manual-booking.css';
import { StayFields } from './stay-fields';
import * as panel from './admin-bookings.css';
import { dialogErrors, EMPTY_MANUAL_BOOKING, readManualBooking, type ManualBookingErrors, type ManualBookingField, type ManualBookingValues } from './manual-booking-form';

const PAYMENT_OPTIONS = MANUAL_PAYMENT_METHODS.map((id) => ({ id, label: MANUAL_PAYMENT_LABELS[id] }));

/** A new manual booking changes the lists and the nights that are free. */
function useCreateManualBooking() {
  const utils = trpc.useUtils();
  return trpc.admin.bookings.createManual.useMutation({
    onSuccess: () => Promise.all([utils.admin.bookings.list.invalidate(), utils.availability.invalidate()]),
  });
}

/** The engine's price for the dates and party typed so far, through the same quote the site shows guests. */
function EnginePrice({ values }: { values: ManualBookingValues }) {
  const guests = parseWholeNumber(values.guests);
  const pets = values.pets.trim() === '' ? 0 : parseWholeNumber(values.pets);
  const ready = parseIsoDate(values.start) !== null && parseIsoDate(values.end) !== null && values.start < values.end && guests !== null && guests > 0 && pets !== null;
  const quote = trpc.quote.get.useQuery({ start: values.start, end: values.end, guests: guests ?? 1, pets: pets ?? 0 }, { enabled: ready, retry: false });
  const override = values.override.trim() === '' ? null : parseDollars(values.override);
  let text: string;
  if (!ready) text = 'Enter the dates and guests to see the price.';
  else if (quote.isPending) text = 'Pricing…';
  else if (quote.isError) text = `The site’s price is not available for this stay (${errorMessage(quote.error)}); the server prices it when you save.`;
  else {
    const engine = `${displayMoney(quote.data.total)} for ${nightsLabel(quote.data.nights)}, taxes and fees included`;
    text = override !== null ? `Price from the engine: ${engine}. The guest pays your price instead.` : `Price from the engine: ${engine}.`;
  }
  return (
    <p className={styles.price} role="status" aria-live="polite">
      {text}
    </p>
  );
}

interface ManualBookingDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The owner records a booking taken by phone or paid another way. The same
 * schema as the server checks the fields first; the server's own messages
 * (a taken night, a stay too short) then show on their fields.
 */
function ManualBookingDialog({ isOpen, onOpenChange }: ManualBookingDialogProps) {
  const create = useCreateManualBooking();
  const [values, setValues] = useState<ManualBookingValues>(EMPTY_MANUAL_BOOKING);
  const [errors, setErrors] = useState<ManualBookingErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = <K extends keyof ManualBookingValues>(key: K, value: ManualBookingValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'allowShortStay') setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: Exclude<ManualBookingField, 'form' | 'paymentMethod'>) => ({
    name: key,
    value: values[key],
    errorMessage: errors[key],
    onChange: (value: string) => set(key, value),
  });

  function close(open: boolean) {
    onOpenChange(open);
    if (!open) {
      setErrors({});
      setProblem(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const read = readManualBooking(values);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      const booking = await create.mutateAsync(read.input);
      toast({ title: `Booking ${booking.reference} recorded`, description: `${displayStay(read.input.start, read.input.end)} for ${values.name.trim()}, confirmed. Total ${formatUsd(booking.totalCents)}, paid ${formatUsd(booking.paidCents)}.` });
      setValues(EMPTY_MANUAL_BOOKING);
      close(false);
    } catch (error) {
      const fieldErrors = dialogErrors(fieldErrorsOf(error));
      setErrors(fieldErrors);
      // A refusal with no field of its own (taken nights, no access) is said above the buttons.
      if (httpStatusOf(error) !== 400 || Object.keys(fieldErrors).length === 0) setProblem(errorMessage(error));
    }
  }

  return (
    <AppDialog title="New booking" subtitle="A guest who phoned or paid another way: confirmed at once, e-mailed like an online booking." isOpen={isOpen} onOpenChange={close} size="wide">
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form} aria-label="New booking">
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Stay</legend>
          <StayFields field={text} allowShortStay={values.allowShortStay} onAllowShortStay={(selected) => set('allowShortStay', selected)} />
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Guest</legend>
          <ReturningGuestField
            onChoose={(guest) => {
              setValues((current) => ({ ...current, name: guest.name, email: guest.email, phone: guest.phone ?? '' }));
              setErrors((current) => ({ ...current, name: undefined, email: undefined, phone: undefined }));
            }}
          />
          <div className={styles.fields}>
            <TextField label="Full name" isRequired autoComplete="off" {...text('name')} />
            <TextField label="E-mail" type="email" autoComplete="off" description="Gets the confirmation e-mail" {...text('email')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} />
          </div>
          <TextArea label="Note (shown with the booking)" rows={2} {...text('message')} />
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price and payment</legend>
          <EnginePrice values={values} />
          <div className={styles.fields}>
            <TextField label="Your price (optional, total in $)" inputMode="decimal" description="Leave empty to use the engine’s price" {...text('override')} />
            <TextField label="Reason for your price" isRequired={values.override.trim() !== ''} {...text('overrideReason')} />
          </div>
          <div className={styles.fields}>
            <Select<ManualPaymentMethod>
              label="Payment"
              options={PAYMENT_OPTIONS}
              value={values.paymentMethod}
              onChange={(method) => {
                set('paymentMethod', method);
                setErrors((current) => ({ ...current, amountPaid: undefined }));
              }}
              errorMessage={errors.paymentMethod}
            />
            {values.paymentMethod !== 'due' && <TextField label="Amount paid ($)" inputMode="decimal" isRequired {...text('amountPaid')} />}
          </div>
        </fieldset>

        {(problem ?? errors.form) && (
          <p role="alert" className={panel.alert}>
            {problem ?? errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button tone="secondary" onPress={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save booking'}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}

/**
 * The 'New booking' button of /admin/bookings and the dialog it opens. The screen may hold the open state
 * (`isOpen`, `onOpenChange`) so its command palette action opens the same dialog.
 */
export function NewBookingButton({ isOpen, onOpenChange }: Partial<ManualBookingDialogProps>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <>
      <Button onPress={() => setOpen(true)}>New booking</Button>
      <ManualBookingDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
