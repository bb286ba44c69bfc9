import { useId } from 'react';
import { Form, Link } from 'react-aria-components';
import { ARRIVAL_TIMES } from '../../../shared/booking/guest-details.schemas';
import { BOOKING } from '../../../shared/booking/booking-form.rules';
import { paths } from '../../../shared/paths';
import { Button } from '../../ui/button';
import { VisuallyHidden } from '../../ui/feedback';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import type { BookingDraft } from '../booking/booking-draft';
import { ErrorSummary } from '../booking/error-summary';
import { FormSelect } from './form-select';
import { DETAILS_FIELDS, type DetailsField } from './guest-details-input';
import { PolicyCheckbox } from './policy-checkbox';
import { useGuestDetailsForm } from './use-guest-details-form';
import * as styles from './checkout.css';

const arrivalOptions = ARRIVAL_TIMES.map((time) => ({ id: time, label: time }));
const petOptions = Array.from({ length: BOOKING.maxPets + 1 }, (_, count) => ({
  id: String(count),
  label: count === 0 ? 'No pets' : `${count} ${count === 1 ? 'pet' : 'pets'}`,
}));

export interface GuestDetailsFormProps {
  draft: BookingDraft;
  petsAllowed: boolean;
  /** The guest is about to continue: a chance to load the checkout page ahead. */
  onIntent?: () => void;
}

/** Who is coming, how to reach them, and their agreement to the house rules; then on to payment. */
export function GuestDetailsForm({ draft, petsAllowed, onIntent }: GuestDetailsFormProps) {
  const baseId = useId();
  const fieldId = (field: DetailsField) => `${baseId}-${field}`;
  const form = useGuestDetailsForm(draft, fieldId);
  const { values, errors, setField } = form;
  const summary = DETAILS_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ message, fieldId: fieldId(field) }] : [];
  });

  return (
    <Form
      className={styles.form}
      validationBehavior="aria"
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        Guest details
      </h2>
      <ErrorSummary id={`${baseId}-summary`} errors={summary} />
      {form.problem && (
        <div role="alert" className={styles.problem}>
          <p className={styles.problemTitle}>{form.problem.message}</p>
          {form.problem.action === 'chooseDates' && (
            <Link className={styles.link} href={paths.bookingForm}>
              Choose other dates
            </Link>
          )}
        </div>
      )}

      <TextField id={fieldId('name')} label="Full name" autoComplete="name" value={values.name} onChange={(value) => setField('name', value)} errorMessage={errors.name} />
      <div className={styles.row}>
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          autoComplete="email"
          description="Your confirmation goes here."
          value={values.email}
          onChange={(value) => setField('email', value)}
          errorMessage={errors.email}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => setField('phone', value)}
          errorMessage={errors.phone}
        />
      </div>
      <div className={styles.row}>
        <FormSelect
          id={fieldId('arrivalTime')}
          label="Estimated arrival"
          placeholder="Choose a time"
          options={arrivalOptions}
          value={values.arrivalTime}
          onChange={(value) => setField('arrivalTime', value)}
          errorMessage={errors.arrivalTime}
        />
        {petsAllowed && (
          <FormSelect
            id={fieldId('pets')}
            label="Pets"
            options={petOptions}
            value={values.pets}
            onChange={(value) => setField('pets', value)}
            errorMessage={errors.pets}
          />
        )}
      </div>
      <TextArea
        id={fieldId('message')}
        label="Message to the host (optional)"
        rows={4}
        value={values.message}
        onChange={(value) => setField('message', value)}
        errorMessage={errors.message}
      />
      <TextField
        id={fieldId('coupon')}
        label="Coupon code (optional)"
        autoComplete="off"
        value={values.coupon}
        onChange={(value) => setField('coupon', value)}
        errorMessage={errors.coupon}
      />
      <PolicyCheckbox
        id={fieldId('agreeToPolicies')}
        isSelected={values.agreeToPolicies}
        onChange={(value) => setField('agreeToPolicies', value)}
        errorMessage={errors.agreeToPolicies}
      />

      <Button type="submit" tone="accent" size="lg" isDisabled={form.isPending} {...(onIntent ? { onHoverStart: onIntent, onFocus: onIntent } : {})}>
        {form.isPending ? 'Processing...' : 'Continue to payment'}
      </Button>
      <p className={styles.muted}>The price is checked again and your dates are held while you pay. Apple Pay &amp; Google Pay available at checkout.</p>

      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{form.announcement}</VisuallyHidden>
      </div>
    </Form>
  );
}
